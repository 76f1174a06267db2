import 'server-only';
import { markdownTwin } from '@/domain/files';
import {
  COURSE_LISTS,
  CSV_SETS,
  OPEN_DATA_SETS,
  paths,
  PROFILE_LISTS,
  SCREEN_NAMES,
  SCREENS,
  type Screen,
} from '@/domain/paths';
import { OPEN_DATA_NAMES } from '@/domain/openData';
import { allCourseDetails } from '@/features/courses';
import { readNewsIndex } from '@/features/news';
import { profileNames } from '@/features/people';
import { labels, programmeLabel } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { content } from '@/server/contentRegistry';

type Title = { title: string; subTitle: string };

/** A line of a list: a link to a page's Markdown twin, and what follows it. */
const item = (name: string, path: string, note?: string) =>
  `- [${escaped(name)}](${absoluteUrl(markdownTwin(path))})${note ? `: ${note}` : ''}`;
/** Brackets in a name would end the link's text early. */
const escaped = (text: string) => text.replace(/[[\]\\]/g, (c) => `\\${c}`);
const both = ({ zh, en }: { zh: string; en: string }) => `${zh} ${en}`;

/**
 * /llms.txt (llmstxt.org): what the site is, and a link to the Markdown twin of each of its pages (the
 * department's pages, the programmes, every course, profile and news item), both languages side by side as on
 * the pages; then the open data and the feeds. `screenTitle` names a screen as its menu does.
 */
export function llmsText(screenTitle: (screen: Screen) => Title): string {
  const pages = content('pages.json');
  const described = (path: string) => {
    const page = pages[path];
    return page ? `${page.desc} ${page.subDesc}` : undefined;
  };
  const screen = (s: Screen) => {
    // home is no menu's entry
    const { title, subTitle } = s === 'home' ? { title: labels.home.zh, subTitle: labels.home.en } : screenTitle(s);
    return item(`${title} ${subTitle}`, SCREENS[s], described(SCREENS[s]));
  };
  const home = pages['/'];
  const lines = [
    `# ${site.name} ${site.subName}`,
    '',
    ...(home ? [`> ${home.desc} ${home.subDesc}`, ''] : []),
    '本站每一頁都有 Markdown 版本：在網址後加上 .md（首頁為 /index.html.md），中英並列，與網頁相同。',
    'Every page of this site has a Markdown version at its address with .md added (/index.html.md for the home page), in Chinese and English side by side as on the page.',
    '',
    '## 頁面 Pages',
    '',
    ...SCREEN_NAMES.map(screen),
    item(both(pageLabels.programmeComparison), paths.programmes, described(paths.programmes)),
    item(both(pageLabels.subscriptions), paths.subscribe, described(paths.subscribe)),
    item(both(pageLabels.accessibilityStatement), paths.accessibility, described(paths.accessibility)),
    '',
    '## 課程 Courses',
    '',
    ...allCourseDetails().map((c) => {
      const { programme } = COURSE_LISTS[c.list];
      const list = screenTitle(c.list);
      return item(
        `${c.title} ${c.subTitle}`,
        paths.course(c.list, c.groupId, c.courseId),
        `${programmeLabel(programme).zh} ${list.title} ${c.group.title}; ${programmeLabel(programme).en}, ${list.subTitle}, ${c.group.subTitle}`,
      );
    }),
    '',
    '## 師資 People',
    '',
    // profileNames() gives the full-time list, then the part-time
    ...profileNames().map((p) => {
      const { title, subTitle } = screenTitle(PROFILE_LISTS[p.list].screen);
      return item(`${p.name} ${p.subName}`, paths.profile(p.list, p.id), `${title} ${subTitle}`);
    }),
    '',
    '## 最新消息 News',
    '',
    ...readNewsIndex().map((n) => item(`${n.title} ${n.subTitle}`, paths.newsItem(n.newsId), n.displayDate)),
    '',
    '## 開放資料 Open data',
    '',
    `${both(pageLabels.openDataLicence)} ${site.dataLicence} (${site.dataLicenceUrl})`,
    '',
    ...OPEN_DATA_SETS.flatMap((set) => [
      `- [${both(OPEN_DATA_NAMES[set])} JSON](${absoluteUrl(paths.openData(set, 'json'))}), schema: ${absoluteUrl(paths.openData(set, 'schema'))}`,
      ...((CSV_SETS as readonly string[]).includes(set)
        ? [`- [${both(OPEN_DATA_NAMES[set])} CSV](${absoluteUrl(paths.openData(set, 'csv'))})`]
        : []),
    ]),
    '',
    '## Optional',
    '',
    `- [${both(pageLabels.subscriptions)}](${absoluteUrl(paths.subscribe)}): Atom, RSS, iCalendar`,
    `- [Sitemap](${absoluteUrl(paths.sitemap)})`,
    '',
  ];
  return lines.join('\n');
}
