import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../tests/support/routeTable';
import { files } from './files';
import {
  ADMISSION_SCREENS,
  api,
  API_ROOTS,
  COURSE_LIST_NAMES,
  DESCRIBED_PATHS,
  isDescribedPath,
  isScreenPath,
  NEWS_SCREEN_NAMES,
  NEWS_SCREENS,
  OVERLAYS,
  paths,
  SCREEN_PATHS,
  SCREENS,
  screenAt,
  STATIC_ROOT,
  VCARD_TYPE,
  visiblePath,
} from './paths';

/** The expected addresses are written out by hand, not built with the code under test. */
describe('paths', () => {
  it('has exactly the route table and home as screens', () => {
    expect(new Set(SCREEN_PATHS)).toEqual(new Set(['/', ...ROUTES]));
    expect(SCREEN_PATHS).toHaveLength(ROUTES.length + 1);
    expect(screenAt('/industrial/faculty/asia')).toBe('asia');
    expect(screenAt('/industrial/faculty')).toBeUndefined();
  });

  it('builds the detail pages and their overlay hashes as the route table names them', () => {
    expect(paths.newsItem(42)).toBe('/news/42');
    expect(paths.newsOverlay(42)).toBe('#news/42');
    expect(paths.profile('fullTime', 3)).toBe('/teacher/introduce/3');
    expect(paths.profile('partTime', 7)).toBe('/teacher/partTimeProfessors/7');
    expect(paths.profileOverlay('fullTime', 3)).toBe('#teacher/introduce/3');
    expect(paths.profileOnList('partTime', 7)).toBe(
      '/industrial/professors/partTimeProfessors#teacher/partTimeProfessors/7',
    );
    expect(paths.course('baRequiredCoreCourses', 2, 7)).toBe('/bARequiredCoreCourses/2/7');
    expect(paths.course('baElectiveCourses', 2, 7)).toBe('/baElectiveCourses/2/7');
    expect(paths.course('maRequiredCoreCourses', 1, 4)).toBe('/maRequiredCoreCourses/1/4');
    expect(paths.course('maElectiveCourses', 1, 4)).toBe('/maElectiveCourses/1/4');
    expect(paths.courseOverlay('baElectiveCourses', 2, 7)).toBe('#baElectiveCourses/2/7');
    expect(OVERLAYS.news).toBe('news/:id');
    expect(OVERLAYS.profile('partTime')).toBe('teacher/partTimeProfessors/:id');
    expect(OVERLAYS.course('maElectiveCourses')).toBe('maElectiveCourses/:id/:detailId');
    // every course list is a screen of the same name
    for (const list of COURSE_LIST_NAMES) expect(SCREENS[list]).toMatch(/^\/industrial\/(ba|ma)Course\//);
  });

  it('keeps ?page=n as the address of a list page and shows the internal route as its screen', () => {
    expect(paths.newsList('awardNews')).toBe('/news/awardNews');
    expect(paths.newsList('awardNews', 1)).toBe('/news/awardNews');
    expect(paths.newsList('awardNews', 3)).toBe('/news/awardNews?page=3');
    expect(paths.newsPage('awardNews', 1)).toBe('/news/awardNews?page=1');
    expect(paths.newsPage('awardNews', 3)).toBe('/news/awardNews?page=3');
    expect(paths.listPage('NEWS_AWARE', 3)).toBe('/lists/NEWS_AWARE/3');
    for (const screen of NEWS_SCREEN_NAMES) {
      expect(visiblePath(paths.listPage(NEWS_SCREENS[screen], 2))).toBe(SCREENS[screen]);
      expect(visiblePath(paths.listPage(NEWS_SCREENS[screen], 9))).toBe(SCREENS[screen]);
    }
    expect(visiblePath('/lists/NEWS_AWARE/3')).toBe('/news/awardNews');
    expect(visiblePath('/listsX/NEWS/2')).toBe('/listsX/NEWS/2');
    expect(visiblePath('/lists/UNKNOWN/3')).toBe('/lists/UNKNOWN/3');
    expect(visiblePath('/news')).toBe('/news');
  });

  it("keeps ?page=n as the address of a profile's later news pages, and names a visitor by their entry", () => {
    expect(paths.profile('fullTime', 2)).toBe('/teacher/introduce/2');
    expect(paths.profile('fullTime', 2, 1)).toBe('/teacher/introduce/2');
    expect(paths.profile('partTime', 101, 3)).toBe('/teacher/partTimeProfessors/101?page=3');
    expect(paths.profilePage('fullTime', 2, 3)).toBe('/lists/profile/fullTime/2/3');
    expect(visiblePath('/lists/profile/fullTime/2/3')).toBe('/teacher/introduce/2');
    expect(visiblePath('/lists/profile/staff/2/3')).toBe('/lists/profile/staff/2/3');
    expect(paths.visitor(12)).toBe('/industrial/professors/visitingProfessors#visiting-12');
  });

  it('names feeds, calendars and share cards after their screen', () => {
    expect(paths.feed('news', 'rss')).toBe('/feeds/news.xml');
    expect(paths.feed('awardNews', 'atom')).toBe('/feeds/awardNews.atom');
    expect(paths.calendar('exhibitions')).toBe('/calendars/exhibitions.ics');
    expect(paths.newsCalendar(12)).toBe('/calendars/news-12.ics');
    expect(paths.sessionCalendar(12, 2)).toBe('/calendars/news-12-2.ics');
    expect(files.calendars([{ newsId: 12, sessions: 2 }, { newsId: 13 }]).filter((f) => f.startsWith('news-'))).toEqual(
      ['news-12.ics', 'news-12-1.ics', 'news-12-2.ics', 'news-13.ics'],
    );
    expect(files.calendar('news-12.ics')).toEqual({ newsId: 12 });
    expect(files.calendar('news-12-2.ics')).toEqual({ newsId: 12, session: 2 });
    expect(files.calendar('exhibitions.ics')).toEqual({ screen: 'exhibitions' });
    for (const bad of ['news-12-0.ics', 'news-12-.ics', 'news-12-1000.ics', 'news-x.ics', 'news-12.ical'])
      expect(files.calendar(bad), bad).toBeNull();
    expect(paths.share.page('home')).toBe('/share/page/home.png');
    expect(paths.share.page('aboutUs')).toBe('/share/page/industrial-aboutUs.png');
    expect(paths.share.news(9)).toBe('/share/news/9.png');
    expect(paths.share.teacher('fullTime', 3)).toBe('/share/teacher/fullTime-3.png');
    expect(paths.share.course('maElectiveCourses', 1, 4)).toBe('/share/course/maElectiveCourses-1-4.png');
    expect(files.feeds()).toHaveLength(NEWS_SCREEN_NAMES.length * 2 + 4);
    expect(files.feed('awardNews.xml')).toEqual({ screen: 'awardNews', format: 'rss' });
    expect(files.feed('awardNews.atom')).toEqual({ screen: 'awardNews', format: 'atom' });
    expect(files.feed('aboutUs.xml')).toBeNull();
    expect(files.feed('awardNews.json')).toBeNull();
    // a person with a profile: their news as a feed and a calendar, named as their vCard
    expect(paths.personFeed('fullTime', 2, 'rss')).toBe('/feeds/fullTime-2.xml');
    expect(paths.personCalendar('partTime', 101)).toBe('/calendars/partTime-101.ics');
    expect(files.feeds([{ list: 'fullTime', id: 2 }])).toHaveLength(NEWS_SCREEN_NAMES.length * 2 + 4 + 2);
    // a programme: its admissions and course events
    expect(paths.programmeFeed('ma', 'atom')).toBe('/feeds/programme-ma.atom');
    expect(paths.programmeCalendar('ba')).toBe('/calendars/programme-ba.ics');
    expect(files.feed('programme-ba.xml')).toEqual({ programme: 'ba', format: 'rss' });
    expect(files.feed('programme-phd.xml')).toBeNull();
    expect(files.calendar('programme-ma.ics')).toEqual({ programme: 'ma' });
    expect(files.calendar('programme-x.ics')).toBeNull();
    expect(files.calendars([])).toEqual(expect.arrayContaining(['programme-ba.ics', 'programme-ma.ics']));
    expect(files.feed('fullTime-2.atom')).toEqual({ person: { list: 'fullTime', id: 2 }, format: 'atom' });
    expect(files.feed('visiting-3.xml')).toBeNull();
    expect(files.feed('awardNews-2.xml')).toBeNull();
    expect(files.calendar('partTime-101.ics')).toEqual({ person: { list: 'partTime', id: 101 } });
    expect(files.calendar('staff-201.ics')).toBeNull();
    expect(files.calendars([], [{ list: 'fullTime', id: 2 }])).toContain('fullTime-2.ics');
    expect(files.sharePage('industrial-aboutUs.png')).toBe('aboutUs');
    expect(files.sharePage('nothing.png')).toBeUndefined();
  });

  it("names a profile's contact card and QR code after its list and id, and reads the names back", () => {
    expect(paths.vcard('fullTime', 3)).toBe('/vcard/fullTime-3.vcf');
    expect(paths.vcard('partTime', 101)).toBe('/vcard/partTime-101.vcf');
    expect(paths.qr('fullTime', 3)).toBe('/qr/fullTime-3.svg');
    expect(paths.qr('partTime', 101)).toBe('/qr/partTime-101.svg');
    expect(VCARD_TYPE).toBe('text/vcard');
    const profiles = [
      { list: 'fullTime', id: 3 },
      { list: 'partTime', id: 101 },
    ] as const;
    expect(files.profileFiles('vcf', [...profiles])).toEqual(['fullTime-3.vcf', 'partTime-101.vcf']);
    expect(files.profileFiles('svg', [...profiles])).toEqual(['fullTime-3.svg', 'partTime-101.svg']);
    expect(files.profileFile('fullTime-3.vcf', 'vcf')).toEqual({ list: 'fullTime', id: 3 });
    expect(files.profileFile('partTime-101.svg', 'svg')).toEqual({ list: 'partTime', id: 101 });
    expect(files.profileFile('fullTime-3.svg', 'vcf')).toBeNull();
    expect(files.profileFile('visiting-3.vcf', 'vcf')).toBeNull();
    expect(files.profileFile('fullTime-x.vcf', 'vcf')).toBeNull();
    expect(files.profileFile('fullTime-3.vcf.vcf', 'vcf')).toBeNull();
  });

  it('builds search addresses with the filters kept and page 1 left out', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ q: '設計 workshop', type: 'news', categoryId: 9, year: 2024, page: 1 })).toBe(
      '/search?q=%E8%A8%AD%E8%A8%88+workshop&type=news&categoryId=9&year=2024',
    );
    expect(paths.search({ q: 'x', page: 2 })).toBe('/search?q=x&page=2');
    expect(paths.search({ q: 'a&b=c', page: 1 })).toBe('/search?q=a%26b%3Dc');
  });

  it('gives the accessibility statement an address outside the screens, described in pages.json', () => {
    expect(paths.accessibility).toBe('/accessibility');
    expect(paths.share.accessibility).toBe('/share/page/accessibility.png');
    expect(isScreenPath('/accessibility')).toBe(false);
    expect(DESCRIBED_PATHS).toEqual([...SCREEN_PATHS, '/accessibility', '/industrial/programmes', '/subscribe']);
    expect(files.sharePage('accessibility.png')).toBeUndefined();
  });

  it('gives the programme comparison an address beside the course sections, outside the screens', () => {
    expect(paths.programmes).toBe('/industrial/programmes');
    expect(paths.share.programmes).toBe('/share/page/industrial-programmes.png');
    expect(isScreenPath('/industrial/programmes')).toBe(false);
    expect(isDescribedPath('/industrial/programmes')).toBe(true);
    expect(files.sharePage('industrial-programmes.png')).toBeUndefined();
    expect(ADMISSION_SCREENS.map((s) => SCREENS[s])).toEqual([
      '/admissions/admissionNews',
      '/admissions/applicationGuide',
      '/admissions/summerWorkshop',
    ]);
  });

  it('names the sitemap, robots.txt, the icon and the roots of the API and the static files', () => {
    expect(paths.sitemap).toBe('/sitemap.xml');
    expect(paths.robots).toBe('/robots.txt');
    expect(paths.icon).toBe('/icon.svg');
    expect(API_ROOTS).toEqual({ rest: '/scuid-fe-api', graphql: '/graphql' });
    expect(STATIC_ROOT).toBe('/static');
  });

  it('builds the REST paths of the content API', () => {
    expect(api.search).toBe('/search');
    expect(api.newsList).toBe('/news');
    expect(api.newsItem(5)).toBe('/news/5');
    expect(api.courses('baElectiveCourses')).toBe('/courses/baElectiveCourses');
    expect(api.people('partTime')).toBe('/people/partTime');
  });
});
