import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';

/**
 * Expected values of the department screens, read from the content files at run time, and small helpers
 * shared by department.spec.ts, courses.spec.ts, people.spec.ts and department-a11y.spec.ts.
 */

const root = join(import.meta.dirname, '..', '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(root, 'content', file), 'utf8')) as T;

export interface Bilingual {
  desc: string;
  subDesc: string;
}
export interface Course {
  id: number;
  imageUrl: string;
  title: string;
  subTitle: string;
  desc: string;
  subDesc: string;
  images: string[];
  teacher?: number;
}
export interface YearGroup {
  id: number;
  title: string;
  subTitle: string;
  banner: Course[];
}
export interface Programme {
  introduction: Bilingual;
  credits: { minimum: number; parts: { title: string; subTitle: string; credits: number }[]; notes: Bilingual[] };
  requiredCoreCourses: YearGroup[];
  electiveCourses: YearGroup[];
}
export interface ProfileSection {
  title: string;
  subTitle: string;
  desc: string;
  subDesc: string;
  url?: string;
}
export interface Person {
  id: number;
  name: string;
  subName: string;
  title: string;
  subTitle: string;
  categoryName: string;
  categorySubName: string;
  email?: string;
  desc: string;
  subDesc: string;
  content: ProfileSection[];
}
export interface PartTime {
  id: number;
  name: string;
  subName: string;
  title: string;
  subTitle: string;
  desc?: string;
  subDesc?: string;
}
export interface Visiting {
  id: number;
  name: string;
  subName: string;
  country: string;
  subCountry: string;
  subDesc: string;
}
export interface School {
  id: number;
  country: string;
  subCountry: string;
  school: string;
  desc: string;
  url: string;
}
export interface Milestone {
  year: number;
  content: Bilingual[];
}

export const site = readJson<{ name: string; subName: string; shortName: string; subShortName: string }>('site.json');
export const home = readJson<{
  banner: { imageUrl: string; alt: string; subAlt: string }[];
  tagline: string;
  subTagline: string;
}>('home.json');
export const about = readJson<{
  slides: { imageUrl: string; alt: string; subAlt: string; title: string; subTitle: string }[];
  introduction: Bilingual;
  logo: Bilingual;
}>('about.json');
export const contact = readJson<{ tel: string; fax: string; address: string; subAddress: string; email: string }>(
  'contact.json',
);
export const milestones = readJson<{ milestones: Milestone[] }>('milestones.json').milestones;
export const programmes = { ba: readJson<Programme>('courses/ba.json'), ma: readJson<Programme>('courses/ma.json') };
export const fullTime = readJson<{ people: Person[] }>('people/fullTime.json').people;
export const partTime = readJson<{ people: PartTime[] }>('people/partTime.json').people;
export const visiting = readJson<{ people: Visiting[] }>('people/visiting.json').people;
export const staff = readJson<{ people: Person[] }>('people/staff.json').people;
export const schools = {
  europe: readJson<{ schools: School[] }>('schools/europe.json').schools,
  asia: readJson<{ schools: School[] }>('schools/asia.json').schools,
};

/** The four course lists: hash key (the list's name in the path builder), programme file and part, list page. */
export const COURSE_LISTS = [
  {
    key: 'baRequiredCoreCourses',
    programme: 'ba',
    kind: 'requiredCoreCourses',
    listPath: SCREENS.baRequiredCoreCourses,
  },
  {
    key: 'baElectiveCourses',
    programme: 'ba',
    kind: 'electiveCourses',
    listPath: SCREENS.baElectiveCourses,
  },
  {
    key: 'maRequiredCoreCourses',
    programme: 'ma',
    kind: 'requiredCoreCourses',
    listPath: SCREENS.maRequiredCoreCourses,
  },
  {
    key: 'maElectiveCourses',
    programme: 'ma',
    kind: 'electiveCourses',
    listPath: SCREENS.maElectiveCourses,
  },
] as const;
export type CourseList = (typeof COURSE_LISTS)[number];

export const groupsOf = (list: CourseList): YearGroup[] => programmes[list.programme][list.kind];

/** A course has a detail only when its Chinese description is not empty. */
export const hasDetail = (c: Course): boolean => c.desc.trim() !== '';

/** Every (group, course) of a list, in order. */
export const coursesOf = (list: CourseList): { group: YearGroup; course: Course }[] =>
  groupsOf(list).flatMap((group) => group.banner.map((course) => ({ group, course })));

/** The first course of the list matching `pred`, or a failure naming what the content lacks. */
export function findCourse(
  list: CourseList,
  pred: (c: Course) => boolean,
  what: string,
): { group: YearGroup; course: Course } {
  const found = coursesOf(list).find(({ course }) => pred(course));
  if (!found) throw new Error(`${list.key}: the content has no ${what}`);
  return found;
}

/** The hash of a course's overlay and the address of its path page. */
export const courseHash = (list: CourseList, groupId: number, courseId: number) =>
  paths.courseOverlay(list.key, groupId, courseId);
export const coursePath = (list: CourseList, groupId: number, courseId: number) =>
  paths.course(list.key, groupId, courseId);

/** The teacher of a course: a full-time or part-time professor, with the address of their profile page. */
export function teacherOf(id: number): { name: string; subName: string; href: string } {
  const full = fullTime.find((p) => p.id === id);
  if (full) return { name: full.name, subName: full.subName, href: paths.profile('fullTime', id) };
  const part = partTime.find((p) => p.id === id);
  if (part)
    return {
      name: part.name,
      subName: part.subName,
      href: paths.profile('partTime', id),
    };
  throw new Error(`no professor with id ${id} in content/people`);
}

/** Paragraphs of a text, split on blank lines (as the app's Paragraphs component does). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Lines of a profile section text, one item per line. */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

// ---- DOM ----

export const overlay = (page: Page): Locator => page.getByTestId('overlay');
export const overlayPanel = (page: Page): Locator => overlay(page).getByRole('dialog');
export const locationHash = (page: Page): string => new URL(page.url()).hash;

export async function expectOverlayOpen(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveAttribute('data-phase', 'open');
  await expect(overlayPanel(page)).toBeVisible();
}

export async function expectOverlayClosed(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveCount(0);
  await expect.poll(() => page.url(), { message: 'closing clears the hash' }).not.toContain('#');
}

/** Waits until the overlay's slide-in and mask fade have finished (for layout and contrast checks). */
export async function waitForOverlayAnimations(page: Page): Promise<void> {
  await expect
    .poll(
      () => overlay(page).evaluate((el) => el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running')),
      {
        message: 'the overlay animations have finished',
      },
    )
    .toBe(true);
}

/** Two animation frames: lets the page react to an event before asserting that nothing happened. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
  );

/** The 404 page of the app. */
export async function expectNotFound(request: APIRequestContext, path: string): Promise<void> {
  const res = await request.get(path);
  expect(res.status(), `status of ${path}`).toBe(404);
  expect(await res.text(), `body of ${path}`).toContain('This page could not be found.');
}

/**
 * The visible text of server HTML, roughly: tags and React's text separators removed, the common
 * entities decoded, whitespace collapsed. Enough to look for content strings in prerendered pages.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
export const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Fetches `path` without a browser and returns its visible text (the page must answer 200). */
export async function serverText(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), `status of ${path}`).toBe(200);
  return htmlText(await res.text());
}

/** Expects every string in `wanted` in the server text of a page, listing the missing ones. */
export function expectAllIn(text: string, wanted: string[], label: string): void {
  const missing = wanted.map(collapse).filter((w) => !text.includes(w));
  expect(missing, `${label}: strings missing from the server HTML`).toEqual([]);
}
