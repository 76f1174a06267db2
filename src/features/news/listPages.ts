import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsCategoryKey } from './model';
import { LIST_MANIFEST_FILE, NEWS_SCREENS, type ListManifest } from './routes';
import { readNewsList } from './server';

/** Pages of each listed category (ceil(items / page size)). */
export function listTotals(): ListManifest {
  const totals: ListManifest = {};
  for (const category of Object.values(NEWS_SCREENS) as NewsCategoryKey[]) {
    totals[category] = readNewsList(category, 1).page.total_page;
  }
  return totals;
}

/**
 * The parameters of app/lists/[category]/[page]: pages 2..last and last + 1 (past the end) of every
 * list. Called once per build; it also writes the manifest proxy.ts reads, so the pages the proxy points
 * at are exactly the pages this build rendered.
 */
export function listPageParams(): { category: NewsCategoryKey; page: string }[] {
  const totals = listTotals();
  // the build's own output folder (not a source the server needs at run time: no file tracing)
  const distDir = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(/*turbopackIgnore: true*/ distDir, LIST_MANIFEST_FILE), `${JSON.stringify(totals)}\n`);
  return Object.entries(totals).flatMap(([category, total]) =>
    total ? Array.from({ length: total }, (_, i) => ({ category: category as NewsCategoryKey, page: String(i + 2) })) : [],
  );
}
