import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { MetadataRoute } from 'next';
import {
  COURSE_LISTS,
  CSV_SETS,
  NEWS_SCREENS,
  OPEN_DATA_SETS,
  type OpenDataSet,
  paths,
  PROFILE_LIST_NAMES,
  SCREEN_NAMES,
  isNewsScreen,
  type Screen,
} from '@/domain/paths';
import { readStatement } from '@/features/accessibility';
import { allCourseDetails } from '@/features/courses';
import { readNewsList, readNewsModified } from '@/features/news';
import { teacherParams } from '@/features/people';
import { absoluteUrl } from '@/lib/url';

/** The content file a department screen is made of (its last-modified date is the file's). */
const SCREEN_FILES: Partial<Record<Screen, string>> = {
  home: 'home.json',
  aboutUs: 'about.json',
  baIntroduce: 'courses/ba.json',
  baRequiredCoreCourses: 'courses/ba.json',
  baElectiveCourses: 'courses/ba.json',
  maIntroduce: 'courses/ma.json',
  maRequiredCoreCourses: 'courses/ma.json',
  maElectiveCourses: 'courses/ma.json',
  europe: 'schools/europe.json',
  asia: 'schools/asia.json',
  fullTimeProfessors: 'people/fullTime.json',
  partTimeProfessors: 'people/partTime.json',
  visitingProfessors: 'people/visiting.json',
  staffs: 'people/staff.json',
  milestone: 'milestones.json',
  contactUs: 'contact.json',
};

const modified = (file: string): Date => statSync(join(/*turbopackIgnore: true*/ process.cwd(), 'content', file)).mtime;
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

/**
 * Last modified: a list's newest item, an item's date (of its last change, else its display date), a department
 * screen's content file, the statement's last review, the comparison's programme files.
 */
export function sitemapEntries(): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = [];
  for (const screen of SCREEN_NAMES) {
    const listed = isNewsScreen(screen);
    const date = listed ? readNewsList(NEWS_SCREENS[screen], 1).datas[0]?.displayDate : undefined;
    entries.push({
      url: absoluteUrl(paths.screen(screen)),
      lastModified: date ? dateOf(date) : modified(SCREEN_FILES[screen] ?? 'pages.json'),
      changeFrequency: listed ? 'daily' : 'monthly',
      priority: screen === 'home' ? 1 : listed ? 0.8 : 0.6,
    });
  }
  // last modified: the day the statement was last reviewed
  entries.push({
    url: absoluteUrl(paths.accessibility),
    lastModified: dateOf(readStatement().lastReviewed),
    changeFrequency: 'yearly',
    priority: 0.3,
  });
  // the feeds and calendars page: its text is code and its description, in content/pages.json
  entries.push({
    url: absoluteUrl(paths.subscribe),
    lastModified: modified('pages.json'),
    changeFrequency: 'yearly',
    priority: 0.3,
  });
  // last modified: the later of the two programme files it compares
  entries.push({
    url: absoluteUrl(paths.programmes),
    lastModified: new Date(Math.max(...(['ba', 'ma'] as const).map((p) => modified(`courses/${p}.json`).getTime()))),
    changeFrequency: 'monthly',
    priority: 0.6,
  });
  for (const { newsId, modified } of readNewsModified()) {
    entries.push({
      url: absoluteUrl(paths.newsItem(newsId)),
      lastModified: dateOf(modified),
      changeFrequency: 'yearly',
      priority: 0.5,
    });
  }
  for (const { list, groupId, courseId } of allCourseDetails()) {
    entries.push({
      url: absoluteUrl(paths.course(list, groupId, courseId)),
      lastModified: modified(`courses/${COURSE_LISTS[list].programme}.json`),
      changeFrequency: 'yearly',
      priority: 0.4,
    });
  }
  for (const list of PROFILE_LIST_NAMES) {
    for (const { id } of teacherParams(list)) {
      entries.push({
        url: absoluteUrl(paths.profile(list, Number(id))),
        lastModified: modified(`people/${list}.json`),
        changeFrequency: 'yearly',
        priority: 0.5,
      });
    }
  }
  // the open data: each set's JSON and, for the tables, CSV, as new as the files they are made of
  const latest = (files: string[]) => new Date(Math.max(...files.map((f) => modified(f).getTime())));
  const newest = readNewsModified().reduce((d, n) => (n.modified > d ? n.modified : d), '');
  const madeOf: Record<OpenDataSet, () => Date> = {
    programmes: () => latest(['courses/ba.json', 'courses/ma.json']),
    courses: () => latest(['courses/ba.json', 'courses/ma.json', 'people/fullTime.json']),
    people: () => latest(PEOPLE_FILES),
    news: () => (newest ? dateOf(newest) : latest(PEOPLE_FILES)),
  };
  for (const set of OPEN_DATA_SETS) {
    for (const format of ['json', 'csv'] as const) {
      if (format === 'csv' && !(CSV_SETS as readonly string[]).includes(set)) continue;
      entries.push({
        url: absoluteUrl(paths.openData(set, format)),
        lastModified: madeOf[set](),
        changeFrequency: set === 'news' ? 'daily' : 'monthly',
        priority: 0.2,
      });
    }
  }
  return entries;
}

const PEOPLE_FILES = ['people/fullTime.json', 'people/partTime.json', 'people/visiting.json', 'people/staff.json'];
