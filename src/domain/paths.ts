import { directoryQuery, type DirectoryFilters, type RankKey } from './directory.ts';
import type { NewsCategoryKey } from './newsCategories.ts';

/*
 * The one place internal addresses are built. Paths leave out BASE_PATH: next/link and the router add it,
 * elsewhere use withBasePath() or absoluteUrl() (src/lib/url.ts). Its one runtime import, directory.ts, imports
 * nothing: next.config.ts uses this module too.
 */

/** The names double as the menus' entry ids and the feeds' file names. */
export const SCREENS = {
  home: '/',
  aboutUs: '/industrial/aboutUs',
  baIntroduce: '/industrial/baCourse/introduce',
  baRequiredCoreCourses: '/industrial/baCourse/requiredCoreCourses',
  baElectiveCourses: '/industrial/baCourse/electiveCourses',
  maIntroduce: '/industrial/maCourse/introduce',
  maRequiredCoreCourses: '/industrial/maCourse/requiredCoreCourses',
  maElectiveCourses: '/industrial/maCourse/electiveCourses',
  europe: '/industrial/faculty/europe',
  asia: '/industrial/faculty/asia',
  fullTimeProfessors: '/industrial/professors/introduce',
  partTimeProfessors: '/industrial/professors/partTimeProfessors',
  visitingProfessors: '/industrial/professors/visitingProfessors',
  staffs: '/industrial/professors/staffs',
  milestone: '/industrial/milestone',
  contactUs: '/contactUs',
  news: '/news',
  teachNews: '/news/teachNews',
  awardNews: '/news/awardNews',
  mediaReport: '/news/mediaReport',
  campusAnnouncements: '/news/campusAnnouncements',
  internationalWorkshop: '/achievements/internationalWorkshop',
  academiaAndIndustryCollaboration: '/achievements/academiaAndIndustryCollaboration',
  exhibitions: '/achievements/exhibitions',
  admissionNews: '/admissions/admissionNews',
  applicationGuide: '/admissions/applicationGuide',
  summerWorkshop: '/admissions/summerWorkshop',
} as const;

export type Screen = keyof typeof SCREENS;
export type ScreenPath = (typeof SCREENS)[Screen];

export const SCREEN_NAMES = Object.keys(SCREENS) as Screen[];
export const SCREEN_PATHS = Object.values(SCREENS) as ScreenPath[];

export const isScreenPath = (path: string): path is ScreenPath => (SCREEN_PATHS as string[]).includes(path);
export const screenAt = (path: string): Screen | undefined => SCREEN_NAMES.find((s) => SCREENS[s] === path);

/** A category is listed by at most one screen. */
export const NEWS_SCREENS = {
  news: 'NEWS',
  teachNews: 'NEWS_TEACH',
  awardNews: 'NEWS_AWARE',
  mediaReport: 'NEWS_MEDIA',
  campusAnnouncements: 'NEWS_NOTICE',
  internationalWorkshop: 'TEACH_WORKSHOP',
  academiaAndIndustryCollaboration: 'TEACH_COWORK',
  exhibitions: 'TEACH_SHOW',
  admissionNews: 'APPLY_NOTICE',
  applicationGuide: 'APPLY_TEACH',
  summerWorkshop: 'APPLY_TEAM',
} as const satisfies Partial<Record<Screen, NewsCategoryKey>>;

export type NewsScreen = keyof typeof NEWS_SCREENS;
export const NEWS_SCREEN_NAMES = Object.keys(NEWS_SCREENS) as NewsScreen[];
export const isNewsScreen = (screen: string): screen is NewsScreen => screen in NEWS_SCREENS;
export const newsScreenOf = (category: string): NewsScreen | undefined =>
  NEWS_SCREEN_NAMES.find((s) => NEWS_SCREENS[s] === category);

/**
 * The screens of dated items (exhibitions, workshops, the department's activities, admissions events such as
 * open days and interviews): each has a calendar, which a calendar app can subscribe to.
 */
export const CALENDAR_SCREENS = [
  'exhibitions',
  'internationalWorkshop',
  'summerWorkshop',
  'teachNews',
  'admissionNews',
] as const satisfies readonly NewsScreen[];
export type CalendarScreen = (typeof CALENDAR_SCREENS)[number];

/** The Admissions screens: where a programme's admission routes link to. */
export const ADMISSION_SCREENS = [
  'admissionNews',
  'applicationGuide',
  'summerWorkshop',
] as const satisfies readonly Screen[];
export type AdmissionScreen = (typeof ADMISSION_SCREENS)[number];
export const isCalendarScreen = (screen: string): screen is CalendarScreen =>
  (CALENDAR_SCREENS as readonly string[]).includes(screen);

/**
 * `segment` starts the detail pages' paths; the BA required list's is spelt `bARequiredCoreCourses`, as in the
 * route table.
 */
export const COURSE_LISTS = {
  baRequiredCoreCourses: { programme: 'ba', kind: 'requiredCoreCourses', segment: 'bARequiredCoreCourses' },
  baElectiveCourses: { programme: 'ba', kind: 'electiveCourses', segment: 'baElectiveCourses' },
  maRequiredCoreCourses: { programme: 'ma', kind: 'requiredCoreCourses', segment: 'maRequiredCoreCourses' },
  maElectiveCourses: { programme: 'ma', kind: 'electiveCourses', segment: 'maElectiveCourses' },
} as const satisfies Partial<Record<Screen, { programme: string; kind: string; segment: string }>>;

export type CourseListKey = keyof typeof COURSE_LISTS;
export type ProgrammeKey = (typeof COURSE_LISTS)[CourseListKey]['programme'];
/** The degree programmes: a news item may concern either or both (front matter `programmes`). */
export const PROGRAMME_KEYS = ['ba', 'ma'] as const satisfies readonly ProgrammeKey[];
/** The sets of the open data (src/domain/openData.ts), its formats, and the sets that are also CSV tables. */
export const OPEN_DATA_SETS = ['programmes', 'courses', 'people', 'news'] as const;
export type OpenDataSet = (typeof OPEN_DATA_SETS)[number];
export const OPEN_DATA_FORMATS = ['json', 'csv', 'schema'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];
export const CSV_SETS = ['courses', 'people', 'news'] as const satisfies readonly OpenDataSet[];

/** The screen that introduces each programme: the page its feeds follow. */
export const PROGRAMME_INTROS = { ba: 'baIntroduce', ma: 'maIntroduce' } as const satisfies Record<
  ProgrammeKey,
  Screen
>;
export const isProgramme = (key: string): key is ProgrammeKey => (PROGRAMME_KEYS as readonly string[]).includes(key);
export const COURSE_LIST_NAMES = Object.keys(COURSE_LISTS) as CourseListKey[];
export const isCourseList = (list: string): list is CourseListKey => list in COURSE_LISTS;

/** The teachers who have profile pages. */
export const PROFILE_LISTS = {
  fullTime: { screen: 'fullTimeProfessors', segment: 'teacher/introduce' },
  partTime: { screen: 'partTimeProfessors', segment: 'teacher/partTimeProfessors' },
} as const satisfies Record<string, { screen: Screen; segment: string }>;

export type ProfileList = keyof typeof PROFILE_LISTS;
/** A person with a profile page. */
export interface ProfileRef {
  list: ProfileList;
  id: number;
}
export const PROFILE_LIST_NAMES = Object.keys(PROFILE_LISTS) as ProfileList[];
export const isProfileList = (list: string): list is ProfileList => list in PROFILE_LISTS;

/** Overlay hash patterns; `:name` parameters are numeric (src/lib/hashRoute.ts). */
export const OVERLAYS = {
  news: 'news/:id',
  profile: (list: ProfileList) => `${PROFILE_LISTS[list].segment}/:id`,
  course: (list: CourseListKey) => `${list}/:id/:detailId`,
} as const;

/** The internal route of the prerendered list pages 2..n; visitors see `{screen}?page=n` (a rewrite). */
export const LIST_ROUTE = '/lists';
/**
 * How many pages of each news list the build prerenders: the first ones, which visitors open. Any other page (a
 * deep page of a long archive, a page past the end) is rendered on its first request and kept, so the build of a
 * twenty-year archive does not render thousands of list pages nobody may ask for.
 */
export const PRERENDERED_LIST_PAGES = 5;
/** The number of pages of each listed category. */
export type ListTotals = Partial<Record<NewsCategoryKey, number>>;

/**
 * The internal route of the directory's filtered views, under LIST_ROUTE so that it answers 404 when asked for
 * directly; visitors see `{screen}?rank=…&field=…&q=…` (a rewrite, src/features/people/directoryRewrites.ts).
 */
export const DIRECTORY_ROUTE = `${LIST_ROUTE}/people`;
/** The internal route of a profile's news pages 2..n, under LIST_ROUTE for the same reason. */
export const PROFILE_ROUTE = `${LIST_ROUTE}/profile`;
/** A rank or field segment of that route when the filter is not set. */
export const ANY = 'any';

export type FeedFormat = 'rss' | 'atom';
const FEED_EXTENSIONS: Record<FeedFormat, string> = { rss: 'xml', atom: 'atom' };
export const FEED_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };
export const CALENDAR_TYPE = 'text/calendar';
/** RFC 6350's media type of a vCard file. */
export const VCARD_TYPE = 'text/vcard';

/** The name of a profile's own file (vCard, QR code): `fullTime-3.vcf`. */
export type ProfileFileExtension = 'vcf' | 'svg';
export const profileFileName = (list: ProfileList, id: number, extension: ProfileFileExtension) =>
  `${list}-${id}.${extension}`;

/** A share card's slug: `/industrial/aboutUs` -> `industrial-aboutUs`, `/` -> `home`. */
const pageSlug = (screen: Screen) => (screen === 'home' ? 'home' : SCREENS[screen].slice(1).replaceAll('/', '-'));

export interface SearchAddress {
  q?: string;
  type?: string;
  categoryId?: number;
  year?: number;
  page?: number;
}

export const paths = {
  screen: (screen: Screen): ScreenPath => SCREENS[screen],
  /** A list's address at a page; page 1 is the screen itself (canonical links, the sitemap). */
  newsList: (screen: NewsScreen, page = 1) => (page > 1 ? `${SCREENS[screen]}?page=${page}` : SCREENS[screen]),
  /** The paginator's link: always `?page=n`, since changing page sets the page parameter, 1 included. */
  newsPage: (screen: NewsScreen, page: number) => `${SCREENS[screen]}?page=${page}`,
  /** The rewrite target of `{screen}?page=n`: never link to it. */
  listPage: (category: NewsCategoryKey, page: number | string) => `${LIST_ROUTE}/${category}/${page}`,
  newsItem: (newsId: number) => `/news/${newsId}`,
  newsOverlay: (newsId: number) => `#news/${newsId}`,
  course: (list: CourseListKey, yearId: number, courseId: number) =>
    `/${COURSE_LISTS[list].segment}/${yearId}/${courseId}`,
  courseOverlay: (list: CourseListKey, yearId: number, courseId: number) => `#${list}/${yearId}/${courseId}`,
  /** A profile page; page n > 1 of the news it lists is `?page=n`. */
  profile: (list: ProfileList, id: number, page = 1) =>
    `/${PROFILE_LISTS[list].segment}/${id}${page > 1 ? `?page=${page}` : ''}`,
  /** The rewrite target of a profile's later news pages (`{profile}?page=n`), rendered when first asked for. */
  profilePage: (list: ProfileList, id: number | string, page: number | string) =>
    `${PROFILE_ROUTE}/${list}/${id}/${page}`,
  /** A visiting professor, who has no profile page: their entry on the list. */
  visitor: (id: number) => `${SCREENS.visitingProfessors}#visiting-${id}`,
  profileOverlay: (list: ProfileList, id: number) => `#${PROFILE_LISTS[list].segment}/${id}`,
  /** A profile opened over its list. */
  profileOnList: (list: ProfileList, id: number) =>
    `${SCREENS[PROFILE_LISTS[list].screen]}${paths.profileOverlay(list, id)}`,
  /** A list of profiles filtered by rank, research field and keyword; no filter is the screen itself. */
  directory: (list: ProfileList, filters: DirectoryFilters = {}) =>
    `${SCREENS[PROFILE_LISTS[list].screen]}${directoryQuery(filters)}`,
  /**
   * The rewrite target of a filtered list: `/lists/people/{list}/{rank}/{field}` (prerendered) and
   * `…/{keyword}` (rendered when first asked for, then kept by Next). Never link to it.
   */
  directoryPage: (list: ProfileList, rank: RankKey | string = ANY, field: string = ANY, q?: string) =>
    `${DIRECTORY_ROUTE}/${list}/${rank}/${field}${q === undefined ? '' : `/${q}`}`,
  /** A profile's contact card (vCard 4.0), a download. */
  vcard: (list: ProfileList, id: number) => `/vcard/${profileFileName(list, id, 'vcf')}`,
  /** The QR code of a profile's address, an SVG image. */
  qr: (list: ProfileList, id: number) => `/qr/${profileFileName(list, id, 'svg')}`,
  feed: (screen: NewsScreen, format: FeedFormat) => `/feeds/${screen}.${FEED_EXTENSIONS[format]}`,
  calendar: (screen: CalendarScreen) => `/calendars/${screen}.ics`,
  /** The feed of the news that name a person with a profile: `/feeds/fullTime-2.xml`, named as their vCard. */
  personFeed: (list: ProfileList, id: number, format: FeedFormat) => `/feeds/${list}-${id}.${FEED_EXTENSIONS[format]}`,
  /** The calendar of the events that name a person with a profile. */
  personCalendar: (list: ProfileList, id: number) => `/calendars/${list}-${id}.ics`,
  /** The feed of the news that concern a programme (its admissions, its courses' events). */
  programmeFeed: (programme: ProgrammeKey, format: FeedFormat) =>
    `/feeds/programme-${programme}.${FEED_EXTENSIONS[format]}`,
  /** The calendar of the events that concern a programme. */
  programmeCalendar: (programme: ProgrammeKey) => `/calendars/programme-${programme}.ics`,
  newsCalendar: (newsId: number) => `/calendars/news-${newsId}.ics`,
  /** One session (1, 2, …) of an event held in sessions, on its own. */
  sessionCalendar: (newsId: number, session: number) => `/calendars/news-${newsId}-${session}.ics`,
  share: {
    page: (screen: Screen) => `/share/page/${pageSlug(screen)}.png`,
    news: (newsId: number) => `/share/news/${newsId}.png`,
    teacher: (list: ProfileList, id: number) => `/share/teacher/${list}-${id}.png`,
    course: (list: CourseListKey, yearId: number, courseId: number) =>
      `/share/course/${list}-${yearId}-${courseId}.png`,
    accessibility: '/share/page/accessibility.png',
    programmes: '/share/page/industrial-programmes.png',
  },
  search: (r: SearchAddress = {}) => {
    const params = new URLSearchParams();
    if (r.q) params.set('q', r.q);
    if (r.type) params.set('type', r.type);
    if (r.categoryId !== undefined) params.set('categoryId', String(r.categoryId));
    if (r.year !== undefined) params.set('year', String(r.year));
    if (r.page !== undefined && r.page > 1) params.set('page', String(r.page));
    const query = params.toString();
    return query ? `/search?${query}` : '/search';
  },
  /** The accessibility statement: linked from every footer, not a screen of the menus. */
  accessibility: '/accessibility',
  /**
   * The BA and MA side by side: beside the two course sections under /industrial, not a screen of the menus (the
   * intros and the application guide link to it).
   */
  programmes: '/industrial/programmes',
  /** Every feed and calendar of the news, on one page. */
  subscribe: '/subscribe',
  /** An open data file: a set as JSON, as CSV (the tables) or the JSON Schema of its JSON. */
  openData: (set: OpenDataSet, format: OpenDataFormat) =>
    `/data/${set}${format === 'json' ? '.json' : format === 'csv' ? '.csv' : '.schema.json'}`,
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  icon: '/icon.svg',
} as const;

/** The pages content/pages.json describes: every screen, and the two pages outside the menus. */
export const DESCRIBED_PATHS: readonly string[] = [
  ...SCREEN_PATHS,
  paths.accessibility,
  paths.programmes,
  paths.subscribe,
];
export const isDescribedPath = (path: string): boolean => DESCRIBED_PATHS.includes(path);

/** Relative to API_HOST. */
export const API_ROOTS = { rest: '/scuid-fe-api', graphql: '/graphql' } as const;
/** Where the static assets are served by default (ASSET_URL moves them). */
export const STATIC_ROOT = '/static';

/** REST paths, relative to `{API_HOST}/scuid-fe-api`. */
export const api = {
  newsList: '/news',
  newsItem: (newsId: number) => `/news/${newsId}`,
  search: '/search',
  courses: (list: CourseListKey) => `/courses/${list}`,
  people: (list: ProfileList) => `/people/${list}`,
} as const;

/**
 * A list page `/lists/{category}/{n}` counts as its screen's path (the visitor sees `{screen}?page=n`), and so does
 * a filtered directory `/lists/people/{list}/...`, so the active menu entry is the same in the prerendered HTML and
 * after hydration.
 */
export function visiblePath(path: string): string {
  if (!path.startsWith(`${LIST_ROUTE}/`)) return path;
  if (path.startsWith(`${PROFILE_ROUTE}/`)) {
    const [, , , list = '', id = ''] = path.split('/');
    return isProfileList(list) && /^\d+$/.test(id) ? paths.profile(list, Number(id)) : path;
  }
  if (path.startsWith(`${DIRECTORY_ROUTE}/`)) {
    const list = path.split('/')[3] ?? '';
    return isProfileList(list) ? SCREENS[PROFILE_LISTS[list].screen] : path;
  }
  const screen = newsScreenOf(path.split('/')[2] ?? '');
  return screen ? SCREENS[screen] : path;
}
