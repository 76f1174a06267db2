import { createRequire } from 'node:module';
import { finding, type CheckResult, type Finding } from './report.ts';
import { type Site } from './site.ts';
import { run } from './tools.ts';

/** The Nu HTML Checker's JSON output (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** Errors fail; warnings are printed; plain info messages (e.g. the trailing slash React puts on void elements) are only counted. */
export function classify(message: VnuMessage): 'error' | 'warning' | 'info' {
  if (message.type === 'error' || message.type === 'non-document-error') return 'error';
  return message.subType === 'warning' ? 'warning' : 'info';
}

const where = (m: VnuMessage) => {
  const line = m.lastLine ?? m.firstLine;
  const extract = m.extract ? `: ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 100)}` : '';
  return `${line ? `line ${line}:${m.firstColumn ?? m.lastColumn ?? ''}` : ''}${extract}`;
};

const require = createRequire(import.meta.url);
const vnuJar = () => String(require('vnu-jar'));
const VNU_VERSION = (require('vnu-jar/package.json') as { version: string }).version;

/** Every sitemap page through the W3C Nu HTML Checker, in one JVM. */
export async function checkHtml(site: Site): Promise<CheckResult> {
  const pages = [...(await site.pages()).values()];
  const findings: Finding[] = [];
  const ok = pages.filter((p) => {
    if (p.status !== 200) findings.push(finding(p.url, 'sitemap page does not answer 200', `HTTP ${p.status}`));
    return p.status === 200;
  });
  const names = ok.map((_, i) => `${String(i + 1).padStart(4, '0')}.html`);
  const scratch = site.writeScratch('html', new Map(ok.map((p, i) => [names[i]!, p.body])));
  // vnu names a file `file:/tmp/...`: match on the file name
  const byFile = new Map(names.map((n, i) => [n, ok[i]!.url]));
  // vnu.jar from the npm package, run by the machine's Java (the package's own launcher would download one)
  const vnu = await run('java', [
    '-jar',
    vnuJar(),
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...scratch.values(),
  ]);
  if (vnu.code !== 0)
    throw new Error(`vnu.jar failed (exit ${vnu.code}): ${vnu.stderr.trim() || vnu.stdout.slice(0, 500)}`);
  const messages = (JSON.parse(vnu.stdout) as { messages: VnuMessage[] }).messages;
  const warnings: Finding[] = [];
  let infos = 0;
  for (const m of messages) {
    const url = (m.url && byFile.get(m.url.split('/').pop()!)) ?? m.url ?? '(vnu)';
    const kind = classify(m);
    if (kind === 'error') findings.push(finding(url, m.message, where(m)));
    else if (kind === 'warning') warnings.push(finding(url, m.message, where(m)));
    else infos++;
  }
  const java = (await run('java', ['-version'])).stderr.split('\n')[0]!.trim();
  return {
    name: 'html',
    title: 'HTML of every sitemap page (errors fail, warnings are printed)',
    tools: `Nu HTML Checker, vnu.jar of npm vnu-jar ${VNU_VERSION} (${java})`,
    checked: [`${ok.length} sitemap pages in one run`],
    notes: infos
      ? [`${infos} informational messages not shown (e.g. "Trailing slash on void elements", React's markup)`]
      : [],
    findings,
    warnings,
  };
}
