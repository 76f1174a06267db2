import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { MetadataRoute } from 'next';
import { COURSE_LISTS, coursePath, type CourseListKey } from '@/features/courses/routes';
import { allCourseDetails } from '@/features/courses/server';
import type { NewsCategoryKey } from '@/features/news/model';
import { NEWS_SCREENS } from '@/features/news/routes';
import { readNewsList, readNewsIds, readNewsDetail } from '@/features/news/server';
import { profilePath } from '@/features/people/routes';
import { teacherParams } from '@/features/people/server';
import { absoluteUrl } from '@/lib/url';
import { menus } from '@/shell/content';
import { menuPaths } from '@/shell/navigation';

/** The content file a department page is made of (its last-modified date is the file's). */
const PAGE_FILES: Record<string, string> = {
  '/': 'home.json',
  '/industrial/aboutUs': 'about.json',
  '/industrial/baCourse/introduce': 'courses/ba.json',
  '/industrial/baCourse/requiredCoreCourses': 'courses/ba.json',
  '/industrial/baCourse/electiveCourses': 'courses/ba.json',
  '/industrial/maCourse/introduce': 'courses/ma.json',
  '/industrial/maCourse/requiredCoreCourses': 'courses/ma.json',
  '/industrial/maCourse/electiveCourses': 'courses/ma.json',
  '/industrial/faculty/europe': 'schools/europe.json',
  '/industrial/faculty/asia': 'schools/asia.json',
  '/industrial/professors/introduce': 'people/fullTime.json',
  '/industrial/professors/partTimeProfessors': 'people/partTime.json',
  '/industrial/professors/visitingProfessors': 'people/visiting.json',
  '/industrial/professors/staffs': 'people/staff.json',
  '/industrial/milestone': 'milestones.json',
  '/contactUs': 'contact.json',
};

const modified = (file: string): Date => statSync(join(/*turbopackIgnore: true*/ process.cwd(), 'content', file)).mtime;
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

/**
 * Every public page: the route table and home, every news item, every course page and every profile
 * page, with absolute URLs (SITE_URL and the base path) and last-modified dates: a list's newest item,
 * an item's display date, a department page's content file.
 */
export function sitemapEntries(): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = [];
  const newest = (category: NewsCategoryKey) => readNewsList(category, 1).datas[0]?.displayDate;
  for (const path of ['/', ...menuPaths(menus)]) {
    const category = NEWS_SCREENS[path as keyof typeof NEWS_SCREENS];
    const date = category ? newest(category) : undefined;
    entries.push({
      url: absoluteUrl(path),
      lastModified: date ? dateOf(date) : modified(PAGE_FILES[path] ?? 'pages.json'),
      changeFrequency: category ? 'daily' : 'monthly',
      priority: path === '/' ? 1 : category ? 0.8 : 0.6,
    });
  }
  for (const id of readNewsIds()) {
    const news = readNewsDetail(id);
    if (news)
      entries.push({
        url: absoluteUrl(`/news/${id}`),
        lastModified: dateOf(news.displayDate),
        changeFrequency: 'yearly',
        priority: 0.5,
      });
  }
  for (const { list, groupId, courseId } of allCourseDetails()) {
    const file = `courses/${COURSE_LISTS[list as CourseListKey].programme}.json`;
    entries.push({
      url: absoluteUrl(coursePath(list, groupId, courseId)),
      lastModified: modified(file),
      changeFrequency: 'yearly',
      priority: 0.4,
    });
  }
  for (const list of ['fullTime', 'partTime'] as const) {
    for (const { id } of teacherParams(list)) {
      entries.push({
        url: absoluteUrl(profilePath(list, Number(id))),
        lastModified: modified(`people/${list}.json`),
        changeFrequency: 'yearly',
        priority: 0.5,
      });
    }
  }
  return entries;
}
