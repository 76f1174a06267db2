/**
 * What a publication changed, as a CDN in front sees it: the public addresses whose answer differs between
 * the live build and the new one. Every prerendered page and route answer (the `.html` and `.body` files of
 * `server/app`) is compared by its bytes; one only one build has counts too (an item added or deleted).
 * Builds of the same code and department content share Next's build id (serve/buildStamp.mjs), so a page a
 * news change did not touch comes out byte for byte the same. What the build did not prerender (older items,
 * deep list pages) is compared in the two builds' news databases. Between builds of different code or
 * department content every answer differs: the answer is then "everything" (null).
 */
import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RankKey } from '../src/domain/directory.ts';
import { categoriesListedBy, NEWS_CATEGORIES, NEWS_PAGE_SIZE } from '../src/domain/newsCategories.ts';
import {
  ANY,
  isProfileList,
  NEWS_SCREEN_NAMES,
  NEWS_SCREENS,
  newsScreenOf,
  paths,
  PRERENDERED_LIST_PAGES,
} from '../src/domain/paths.ts';

const ANSWER = /\.(html|body)$/;
/** Next's own error pages: answers to addresses that are not pages, never an address of their own. */
const NOT_ADDRESSES = new Set(['_not-found', '_global-error']);

function* answerFiles(dir: string, base = dir): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* answerFiles(path, base);
    else if (ANSWER.test(entry.name)) yield relative(base, path).split(sep).join('/');
  }
}

/**
 * The public address of a prerendered answer (its file under server/app, without the base path), or null
 * for one that has none. The list pages and the directory's views answer at their screens' addresses.
 */
export function addressOf(file: string): string | null {
  const name = file.replace(ANSWER, '');
  if (NOT_ADDRESSES.has(name)) return null;
  if (name === 'index') return '/';
  const parts = name.split('/');
  if (parts[0] === 'lists') {
    const [, group = '', list = '', rank = '', field = ''] = parts;
    if (group === 'people' && parts.length === 5 && isProfileList(list)) {
      return paths.directory(list, {
        ...(rank === ANY ? {} : { rank: rank as RankKey }),
        ...(field === ANY ? {} : { field }),
      });
    }
    const screen = parts.length === 3 ? newsScreenOf(parts[1]!) : undefined;
    return screen && /^\d+$/.test(parts[2]!) ? paths.newsList(screen, Number(parts[2])) : null;
  }
  return `/${name}`;
}

/** A news row as the lists and an item's addresses depend on it, newest first as the lists show them. */
interface NewsRow {
  id: number;
  category: number;
  hash: string;
  dated: number;
}

/** A build's news, newest first, or null when it has no database (a build folder without its data). */
function newsRows(build: string): NewsRow[] | null {
  const file = join(build, 'data', 'scuid.sqlite');
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT news_id AS id, category_id AS category, coalesce(content_hash, '') AS hash,
           event_start IS NOT NULL AS dated FROM news ORDER BY display_date DESC, news_id DESC`,
      )
      .all() as NewsRow[];
  } finally {
    db.close();
  }
}

/**
 * The addresses of the news that the build may not have prerendered, whose answer differs between the two
 * databases: each item added, edited or deleted (its page, share card and calendar), and each list page past
 * the prerendered ones whose items, or whose list's count (its paginator shows it), changed.
 */
export function changedNewsAddresses(before: NewsRow[], after: NewsRow[]): string[] {
  const key = (r: NewsRow) => `${r.id}:${r.hash}`;
  const out = new Set<string>();
  const old = new Map(before.map((r) => [r.id, r]));
  const touched = (r: NewsRow) => {
    out.add(paths.newsItem(r.id));
    out.add(paths.share.news(r.id));
    if (r.dated) out.add(paths.newsCalendar(r.id));
  };
  for (const r of after) {
    const was = old.get(r.id);
    old.delete(r.id);
    if (!was || key(was) !== key(r)) {
      touched(r);
      if (was) touched(was);
    }
  }
  for (const r of old.values()) touched(r);

  for (const screen of NEWS_SCREEN_NAMES) {
    const listed = new Set<number>(
      NEWS_CATEGORIES.filter((c) => categoriesListedBy(NEWS_SCREENS[screen]).includes(c.key)).map((c) => c.id),
    );
    const listOf = (rows: NewsRow[]) => rows.filter((r) => listed.has(r.category)).map(key);
    const [a, b] = [listOf(before), listOf(after)];
    const pages = Math.ceil(Math.max(a.length, b.length) / NEWS_PAGE_SIZE);
    for (let page = PRERENDERED_LIST_PAGES + 1; page <= pages; page += 1) {
      const [from, to] = [(page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE];
      if (a.length !== b.length || a.slice(from, to).join() !== b.slice(from, to).join()) {
        out.add(paths.newsList(screen, page));
      }
    }
  }
  return [...out];
}

const buildId = (build: string) => {
  const file = join(build, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
};

/**
 * The addresses (base path prefixed) whose answer differs between two builds' folders, sorted; null when
 * the builds' ids differ (code or department content changed: every answer does).
 */
export function changedAddresses(before: string, after: string, basePath = ''): string[] | null {
  if (buildId(before) !== buildId(after)) return null;
  const app = (build: string) => join(build, 'server', 'app');
  const old = new Set(answerFiles(app(before)));
  const changed = new Set<string>();
  for (const file of answerFiles(app(after))) {
    const same = old.delete(file) && readFileSync(join(app(before), file)).equals(readFileSync(join(app(after), file)));
    if (!same) changed.add(file);
  }
  for (const file of old) changed.add(file);
  const addresses = new Set([...changed].map(addressOf).filter((a): a is string => a !== null));
  const [was, is] = [newsRows(before), newsRows(after)];
  if (was && is) for (const a of changedNewsAddresses(was, is)) addresses.add(a);
  return [...addresses].map((a) => (a === '/' && basePath ? basePath : basePath + a)).sort();
}
