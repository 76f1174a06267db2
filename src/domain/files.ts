/**
 * The file names of the routes that prerender /feeds, /calendars, /data, /vcard, /qr and /share/page, and
 * back: only those routes and the server read them, so they stay out of the browser's copy of paths.ts.
 */
import {
  CALENDAR_SCREENS,
  CSV_SETS,
  isNewsScreen,
  isProfileList,
  isProgramme,
  NEWS_SCREEN_NAMES,
  OPEN_DATA_FORMATS,
  OPEN_DATA_SETS,
  paths,
  profileFileName,
  PROGRAMME_KEYS,
  SCREEN_NAMES,
  type CalendarScreen,
  type FeedFormat,
  type NewsScreen,
  type OpenDataFormat,
  type OpenDataSet,
  type ProfileFileExtension,
  type ProfileList,
  type ProfileRef,
  type ProgrammeKey,
  type Screen,
} from './paths.ts';

export const files = {
  /** Every open data file: each set's JSON and its schema, and the tables' CSV. */
  openData: () =>
    OPEN_DATA_SETS.flatMap((set) =>
      OPEN_DATA_FORMATS.filter((f) => f !== 'csv' || (CSV_SETS as readonly string[]).includes(set)).map((f) =>
        paths.openData(set, f).slice('/data/'.length),
      ),
    ),
  openDataFile: (file: string): { set: OpenDataSet; format: OpenDataFormat } | null => {
    for (const set of OPEN_DATA_SETS)
      for (const format of OPEN_DATA_FORMATS)
        if (paths.openData(set, format) === `/data/${file}` && files.openData().includes(file)) return { set, format };
    return null;
  },
  /** The screens' feeds, the programmes' and these people's. */
  feeds: (people: readonly ProfileRef[] = []) =>
    (['rss', 'atom'] as const)
      .flatMap((f) => [
        ...NEWS_SCREEN_NAMES.map((s) => paths.feed(s, f)),
        ...PROGRAMME_KEYS.map((p) => paths.programmeFeed(p, f)),
        ...people.map(({ list, id }) => paths.personFeed(list, id, f)),
      ])
      .map((p) => p.slice('/feeds/'.length)),
  feed: (
    file: string,
  ):
    | (({ screen: NewsScreen } | { person: ProfileRef } | { programme: ProgrammeKey }) & { format: FeedFormat })
    | null => {
    const programme = /^programme-(\w+)\.(xml|atom)$/.exec(file);
    if (programme) {
      const key = programme[1]!;
      return isProgramme(key) ? { programme: key, format: programme[2] === 'xml' ? 'rss' : 'atom' } : null;
    }
    const match = /^(\w+)(?:-(\d{1,9}))?\.(xml|atom)$/.exec(file);
    if (!match) return null;
    const format = match[3] === 'xml' ? 'rss' : 'atom';
    if (match[2] === undefined) return isNewsScreen(match[1]!) ? { screen: match[1], format } : null;
    return isProfileList(match[1]!) ? { person: { list: match[1], id: Number(match[2]) }, format } : null;
  },
  sharePage: (file: string): Screen | undefined => SCREEN_NAMES.find((s) => paths.share.page(s).endsWith(`/${file}`)),
  /** The screens' calendars, these items' (one for each session of an event held in sessions too) and people's. */
  calendars: (items: { newsId: number; sessions?: number }[], people: readonly ProfileRef[] = []) =>
    [
      ...CALENDAR_SCREENS.map((s) => paths.calendar(s)),
      ...PROGRAMME_KEYS.map((p) => paths.programmeCalendar(p)),
      ...people.map(({ list, id }) => paths.personCalendar(list, id)),
      ...items.flatMap(({ newsId, sessions = 0 }) => [
        paths.newsCalendar(newsId),
        ...Array.from({ length: sessions }, (_, i) => paths.sessionCalendar(newsId, i + 1)),
      ]),
    ].map((p) => p.slice('/calendars/'.length)),
  /** The vCard or QR code files of these profiles, for the routes that prerender /vcard and /qr. */
  profileFiles: (extension: ProfileFileExtension, profiles: { list: ProfileList; id: number }[]) =>
    profiles.map(({ list, id }) => profileFileName(list, id, extension)),
  /** A profile file's name back to its profile; null for any other name. */
  profileFile: (file: string, extension: ProfileFileExtension): { list: ProfileList; id: number } | null => {
    const match = /^(\w+)-(\d{1,9})\.(\w+)$/.exec(file);
    if (!match || !isProfileList(match[1]!) || match[3] !== extension) return null;
    return { list: match[1], id: Number(match[2]) };
  },
  calendar: (
    file: string,
  ):
    | { screen: CalendarScreen }
    | { newsId: number; session?: number }
    | { person: ProfileRef }
    | { programme: ProgrammeKey }
    | null => {
    const programme = /^programme-(\w+)\.ics$/.exec(file)?.[1];
    if (programme !== undefined) return isProgramme(programme) ? { programme } : null;
    const item = /^news-(\d{1,15})(?:-([1-9]\d{0,2}))?\.ics$/.exec(file);
    if (item) return { newsId: Number(item[1]), ...(item[2] ? { session: Number(item[2]) } : {}) };
    const person = /^(\w+)-(\d{1,9})\.ics$/.exec(file);
    if (person && isProfileList(person[1]!)) return { person: { list: person[1], id: Number(person[2]) } };
    const screen = CALENDAR_SCREENS.find((s) => paths.calendar(s) === `/calendars/${file}`);
    return screen ? { screen } : null;
  },
};

/** The site described for language models (llmstxt.org), each page linked by its Markdown twin. */
export const LLMS_TXT = '/llms.txt';

/**
 * A page's Markdown twin, its text for readers that want text (llms.txt links them): `/news/101` ->
 * `/news/101.md`, `/` -> `/index.html.md` (the llmstxt.org convention for an address without a file name);
 * the list pages' `?page=n` is kept.
 */
export function markdownTwin(address: string): string {
  const [path = '/', query] = address.split('?', 2);
  return `${path === '/' ? '/index.html.md' : `${path}.md`}${query ? `?${query}` : ''}`;
}

/** The page a twin's path is the text of (`/news/101.md` -> `/news/101`), or null for any other path. */
export function pageOfTwin(pathname: string): string | null {
  if (pathname === '/index.html.md') return '/';
  return /^\/[^?#]*[^/]\.md$/.test(pathname) && !pathname.endsWith('/index.html.md') ? pathname.slice(0, -3) : null;
}
