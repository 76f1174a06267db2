import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import toRegexRange from 'to-regex-range';
import { LIST_ROUTE, NEWS_SCREENS, paths, SCREENS, type ListTotals } from '../../domain/paths.ts';

/**
 * Serve `{screen}?page=n` from the prerendered /lists pages; numbers past the end share the page after the last.
 * `/lists/...` itself answers 404, so each page has one public address. Rewrites, not proxy.ts: a proxy costs
 * about a third of a list page's throughput (docs/DECISIONS.md, "`?page=n` is a rewrite, not a proxy").
 */
export interface ListRewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
}

/** A regular expression (no anchors; Next adds them) for the whole numbers from..to, leading zeros allowed. */
const numbers = (from: number, to: number, group?: string) =>
  `0*(?${group ? `<${group}>` : ':'}${toRegexRange(from, to)})`;

export function listRewrites(totals: ListTotals): ListRewrite[] {
  // first: Next goes on through the rules after a rewrite, so this one must not see the rewritten paths
  const rewrites: ListRewrite[] = [{ source: `${LIST_ROUTE}/:path*`, destination: `${LIST_ROUTE}/-/0` }]; // not a page: 404
  for (const [screen, category] of Object.entries(NEWS_SCREENS)) {
    const source = SCREENS[screen as keyof typeof NEWS_SCREENS];
    const last = totals[category];
    if (!last) continue; // no item or unknown: every page number shows the screen (page 1, or its empty state)
    const pastTheEnd = last + 1;
    rewrites.push({
      source,
      has: [{ type: 'query', key: 'page', value: numbers(2, pastTheEnd, 'page') }],
      destination: paths.listPage(category, ':page'),
    });
    rewrites.push({
      source,
      has: [{ type: 'query', key: 'page', value: numbers(pastTheEnd + 1, Number.MAX_SAFE_INTEGER) }],
      destination: paths.listPage(category, pastTheEnd),
    });
  }
  return rewrites;
}

/**
 * In a child process: listTotals is server-only (the react-server condition), which the process loading
 * next.config.ts is not. A broken news file stops the build here with its message.
 */
export function readListTotals(root = process.cwd()): ListTotals {
  const seam = pathToFileURL(join(root, 'src', 'features', 'news', 'listPages.ts')).href;
  const script = `import(${JSON.stringify(seam)}).then((m) => process.stdout.write('\\n' + JSON.stringify((m.listTotals ?? m.default.listTotals)()) + '\\n'))`;
  let out: string;
  try {
    out = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `Could not count the pages of the news lists (src/features/news/listPages.ts):\n${stderr || String(error)}`,
    );
  }
  return JSON.parse(out.trim().split('\n').pop()!) as ListTotals;
}
