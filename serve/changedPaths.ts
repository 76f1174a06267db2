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
import { LLMS_TXT, markdownTwin } from '../src/domain/files.ts';
import { MANIFEST_FILE } from '../src/domain/media.ts';
import {
  ANY,
  FEED_TYPES,
  type FeedFormat,
  isCalendarScreen,
  api,
  API_ROOTS,
  isProfileList,
  NEWS_SCREEN_NAMES,
  PROFILE_LIST_NAMES,
  PROFILE_LISTS,
  PROGRAMME_KEYS,
  NEWS_SCREENS,
  newsScreenOf,
  paths,
  PRERENDERED_LIST_PAGES,
  SCREENS,
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
    if (group === 'profile' && parts.length === 5 && isProfileList(list) && /^\d+$/.test(rank + field))
      return paths.profile(list, Number(rank), Number(field));
    const screen = parts.length === 3 ? newsScreenOf(parts[1]!) : undefined;
    return screen && /^\d+$/.test(parts[2]!) ? paths.newsList(screen, Number(parts[2])) : null;
  }
  return `/${name}`;
}

/** A news row as its answers depend on it, newest first as the lists show them. */
export interface NewsRow {
  id: number;
  category: number;
  /** its file, its documents and its photographs' derivatives: a change of any changes its answers */
  key: string;
  dated: number;
  /** the sessions of an event held in sessions (each has a calendar file of its own), else 0 */
  sessions: number;
  /** the people it names (`fullTime/2`): their profiles list it */
  people: string[];
  /** the programmes it concerns: their feeds and calendars carry it */
  programmes: string[];
}

/** The derivative keys of each image of a build's manifest, by its path under public/static (crop dropped). */
function mediaKeys(build: string): Map<string, string> {
  const keys = new Map<string, string>();
  const file = join(build, MANIFEST_FILE);
  if (!existsSync(file)) return keys;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { media?: Record<string, { key: string }> };
  for (const [ref, media] of Object.entries(manifest.media ?? {})) {
    const path = ref.slice(ref.indexOf(':') + 1).replace(/#.*$/, '');
    keys.set(path, `${keys.get(path) ?? ''}${media.key}`);
  }
  return keys;
}

/**
 * A build's news, newest first, or null when it has no database: a build folder's, or the inputs of one being
 * made (`data/` holds the database and the images' manifest).
 */
export function newsRows(build: string): NewsRow[] | null {
  const file = join(build, 'data', 'scuid.sqlite');
  if (!existsSync(file)) return null;
  const media = mediaKeys(join(build, 'data'));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT news_id AS id, category_id AS category, coalesce(content_hash, '') || '|' || coalesce(attachments, '')
           AS key, img_url || ' ' || content AS text, event_start IS NOT NULL AS dated,
           coalesce(json_array_length(event_sessions), 0) AS sessions, people, programmes
         FROM news ORDER BY display_date DESC, news_id DESC`,
      )
      .all() as (Omit<NewsRow, 'people' | 'programmes'> & {
      text: string;
      people: string | null;
      programmes: string | null;
    })[];
    return rows.map(({ text, people, programmes, ...row }) => {
      const images = [...text.matchAll(/\/static\/([\w./-]+\.\w+)/g)].map((m) => media.get(m[1]!) ?? '');
      return {
        ...row,
        key: `${row.key}|${images.join(',')}`,
        people: people ? (JSON.parse(people) as string[]) : [],
        programmes: programmes ? (JSON.parse(programmes) as string[]) : [],
      };
    });
  } finally {
    db.close();
  }
}

/**
 * The pages (1, 2, …, ten items each) of a list whose items changed between `a` and `b` (the items' keys in list
 * order): every page when the count changed, as each page's paginator shows it.
 */
function changedPages(a: readonly string[], b: readonly string[]): number[] {
  const pages = Math.max(1, Math.ceil(Math.max(a.length, b.length) / NEWS_PAGE_SIZE));
  const changed: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const [from, to] = [(page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE];
    if (a.length !== b.length || a.slice(from, to).join() !== b.slice(from, to).join()) changed.push(page);
  }
  return changed;
}

const listedCategories = (screen: (typeof NEWS_SCREEN_NAMES)[number]) =>
  new Set<number>(
    NEWS_CATEGORIES.filter((c) => categoriesListedBy(NEWS_SCREENS[screen]).includes(c.key)).map((c) => c.id),
  );

/**
 * The addresses of the news whose answer differs between two builds' news: each item added, edited or
 * deleted (its page and Markdown twin, share card and calendars) and each page of a list whose items, or whose count (its
 * paginator shows it), changed, from `firstPage` on. With `everything`, also what shows the news without
 * being an item or a list page: home, the sitemap, llms.txt, and the feeds and calendars of each list that changed.
 */
export function changedNewsAddresses(
  before: NewsRow[],
  after: NewsRow[],
  { firstPage = PRERENDERED_LIST_PAGES + 1, everything = false } = {},
): string[] {
  const key = (r: NewsRow) => `${r.id}:${r.key}`;
  const out = new Set<string>(everything ? [SCREENS.home, paths.sitemap, LLMS_TXT] : []);
  const old = new Map(before.map((r) => [r.id, r]));
  const touched = (r: NewsRow) => {
    // the open data's news holds every item
    if (everything) for (const format of ['json', 'csv'] as const) out.add(paths.openData('news', format));
    out.add(paths.newsItem(r.id));
    out.add(paths.share.news(r.id));
    if (r.dated) out.add(paths.newsCalendar(r.id));
    for (let n = 1; n <= r.sessions; n += 1) out.add(paths.sessionCalendar(r.id, n));
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
    const listed = listedCategories(screen);
    const listOf = (rows: NewsRow[]) => rows.filter((r) => listed.has(r.category)).map(key);
    const pages = changedPages(listOf(before), listOf(after));
    for (const page of pages) if (page >= firstPage) out.add(paths.newsList(screen, page));
    if (pages.length && everything) {
      for (const format of Object.keys(FEED_TYPES) as FeedFormat[]) out.add(paths.feed(screen, format));
      if (isCalendarScreen(screen)) out.add(paths.calendar(screen));
    }
  }

  // a programme's feeds and calendar carry the items that concern it
  if (everything) {
    for (const programme of PROGRAMME_KEYS) {
      const of = (rows: NewsRow[]) =>
        rows
          .filter((r) => r.programmes.includes(programme))
          .map(key)
          .join();
      if (of(before) === of(after)) continue;
      for (const format of Object.keys(FEED_TYPES) as FeedFormat[]) out.add(paths.programmeFeed(programme, format));
      out.add(paths.programmeCalendar(programme));
    }
  }

  // a profile lists its person's news, ten to a page, and the overlay's list of profiles the first page of each;
  // with everything, the person's feeds and calendar too
  const named = new Set([...before, ...after].flatMap((r) => r.people));
  for (const ref of named) {
    const [list = '', id = ''] = ref.split('/');
    if (!isProfileList(list)) continue; // a visiting professor has no profile
    const newsOf = (rows: NewsRow[]) => rows.filter((r) => r.people.includes(ref)).map(key);
    const pages = changedPages(newsOf(before), newsOf(after));
    for (const page of pages) {
      out.add(paths.profile(list, Number(id), page));
      if (page === 1) out.add(`${API_ROOTS.rest}${api.people(list)}`);
    }
    if (pages.length && everything) {
      for (const format of Object.keys(FEED_TYPES) as FeedFormat[]) out.add(paths.personFeed(list, Number(id), format));
      out.add(paths.personCalendar(list, Number(id)));
    }
  }
  return withTwins([...out]);
}

/**
 * Where the prerendered answer of an address (without the base path) is under server/app, without its
 * suffix: addressOf's inverse for the news' addresses (`/` is `index`, `{screen}?page=n` a list page,
 * `{profile}?page=n` a profile's page of news).
 */
export function answerStem(address: string): string {
  if (address === '/') return 'index';
  const [path = '', query = ''] = address.split('?', 2);
  const page = new URLSearchParams(query).get('page');
  const screen = NEWS_SCREEN_NAMES.find((s) => SCREENS[s] === path);
  if (screen && page) return `lists/${NEWS_SCREENS[screen]}/${page}`;
  for (const list of PROFILE_LIST_NAMES) {
    const id = new RegExp(`^/${PROFILE_LISTS[list].segment}/(\\d+)$`).exec(path)?.[1];
    if (id && page) return paths.profilePage(list, id, page).slice(1);
  }
  return path.slice(1);
}

/** These addresses and the Markdown twin of each page among them: a twin is its page's text, and changes with it. */
export const withTwins = (addresses: readonly string[]): string[] => [
  ...new Set([...addresses, ...addresses.filter(isPageAddress).map(markdownTwin)]),
];

/** Whether an address is a page's (a twin of its own): not the API's, not a file's (a feed, an image, a twin). */
export const isPageAddress = (address: string) =>
  !Object.values(API_ROOTS).some((root) => address === root || address.startsWith(`${root}/`)) &&
  !/\.\w+$/.test(address.split('?')[0]!.split('/').pop()!);

/** An address (an app path) under the base path: the home page of /dept is /dept (/dept/ redirects there). */
export const underBasePath = (basePath: string, address: string) =>
  basePath && address === '/' ? basePath : `${basePath}${address}`;

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
  return withTwins([...addresses])
    .map((a) => underBasePath(basePath, a))
    .sort();
}
