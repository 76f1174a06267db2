import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Programme } from '@/domain/courses';
import { loadContent } from './content';
import { CONTENT_FILES, type ContentFile, type ContentOf } from './contentRegistry';
import { serverEnv } from '@/config/settings';
import { formatProblem, NewsContentError, readNewsDir } from './newsContent';

/*
 * The content check of `npm run content:check` and the content tests: reads the files of a content
 * folder from disk (the app itself imports them; see contentRegistry.ts). Not imported by app code.
 */

function duplicates<T>(values: T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/**
 * Checks every content file and the rules that span files: unique ids, course teachers that exist,
 * credit sums, the milestone years, and an image under public/static for every image path; and every
 * news file (front matter, place, unique ids, images). `dir` is a content folder (its news in dir/news);
 * without it, content/ and NEWS_DIR.
 * Returns the problems found (empty when all is well).
 */
export function checkContent(dir?: string, staticDir = join(process.cwd(), 'public', 'static')): string[] {
  const problems: string[] = [];
  const loaded: Partial<Record<ContentFile, unknown>> = {};
  const contentDir = dir ?? join(process.cwd(), 'content');
  for (const file of Object.keys(CONTENT_FILES) as ContentFile[]) {
    try {
      loaded[file] = loadContent(file, CONTENT_FILES[file], contentDir);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  // the news files: content/news/{YYYY}/{newsId}-{slug}.md (NEWS_DIR), one line per problem: file:line: field: message
  try {
    readNewsDir(dir ? join(dir, 'news') : serverEnv().newsDir, { staticDir });
  } catch (error) {
    if (error instanceof NewsContentError) problems.push(...error.problems.map(formatProblem));
    else problems.push((error as Error).message);
  }
  if (problems.length) return problems;

  const c = loaded as { [F in ContentFile]: ContentOf<F> };
  const images: [string, string][] = [];
  const teacherIds = new Set([
    ...c['people/fullTime.json'].map((p) => p.id),
    ...c['people/partTime.json'].map((p) => p.id),
  ]);

  for (const [file, list] of [
    ['people/fullTime.json', c['people/fullTime.json']],
    ['people/partTime.json', c['people/partTime.json']],
    ['people/visiting.json', c['people/visiting.json']],
    ['people/staff.json', c['people/staff.json']],
    ['schools/europe.json', c['schools/europe.json']],
    ['schools/asia.json', c['schools/asia.json']],
  ] as const) {
    for (const d of duplicates(list.map((x) => x.id))) problems.push(`content/${file}: id ${d} is used twice`);
  }
  const overlap = c['people/fullTime.json'].filter((p) => c['people/partTime.json'].some((q) => q.id === p.id));
  for (const p of overlap)
    problems.push(`content/people: id ${p.id} is both full-time and part-time (course teachers refer to these ids)`);

  for (const file of ['courses/ba.json', 'courses/ma.json'] as const) {
    const programme: Programme = c[file];
    const sum = programme.credits.parts.reduce((s, p) => s + p.credits, 0);
    if (sum !== programme.credits.minimum)
      problems.push(`content/${file}: credits.parts add up to ${sum}, not the minimum ${programme.credits.minimum}`);
    for (const kind of ['requiredCoreCourses', 'electiveCourses'] as const) {
      const groups = programme[kind];
      for (const d of duplicates(groups.map((g) => g.id)))
        problems.push(`content/${file}: ${kind} year group id ${d} is used twice`);
      groups.forEach((g, gi) =>
        g.banner.forEach((course, ci) => {
          const where = `content/${file}: ${kind}[${gi}].banner[${ci}]`;
          if (course.teacher !== undefined && !teacherIds.has(course.teacher))
            problems.push(`${where}.teacher: no professor with id ${course.teacher}`);
          images.push(
            [where, course.imageUrl],
            ...course.images.map((img, k): [string, string] => [`${where}.images[${k}]`, img]),
          );
        }),
      );
    }
    const courseIds = [...programme.requiredCoreCourses, ...programme.electiveCourses].flatMap((g) =>
      g.banner.map((x) => x.id),
    );
    for (const d of duplicates(courseIds)) problems.push(`content/${file}: course id ${d} is used twice`);
  }

  const years = c['milestones.json'].map((m) => m.year);
  if (years[0] !== 1992 || years[years.length - 1] !== 2013)
    problems.push(
      `content/milestones.json: years must run from 1992 to 2013 (found ${years[0]} to ${years[years.length - 1]})`,
    );
  if (years.some((y, i) => i > 0 && y <= years[i - 1]!)) problems.push('content/milestones.json: years must increase');

  const site = c['site.json'];
  if (site.founded !== 1992 || site.masterFounded !== 1998)
    problems.push('content/site.json: the department was founded in 1992 and its master programme in 1998');

  c['home.json'].banner.forEach((b, i) => images.push([`content/home.json: banner[${i}]`, b.imageUrl]));
  c['about.json'].slides.forEach((s, i) => images.push([`content/about.json: slides[${i}]`, s.imageUrl]));
  for (const file of ['people/fullTime.json', 'people/staff.json'] as const) {
    c[file].forEach((p, i) =>
      images.push([`content/${file}: [${i}]`, p.imageUrl], [`content/${file}: [${i}].fullImageUrl`, p.fullImageUrl]),
    );
  }
  c['people/partTime.json'].forEach((p, i) => {
    images.push([`content/people/partTime.json: [${i}]`, p.imageUrl]);
    if (p.fullImageUrl) images.push([`content/people/partTime.json: [${i}].fullImageUrl`, p.fullImageUrl]);
  });
  for (const file of ['schools/europe.json', 'schools/asia.json'] as const) {
    c[file].forEach((s, i) => images.push([`content/${file}: [${i}]`, s.imageUrl]));
  }
  for (const [where, img] of images) {
    if (!existsSync(join(staticDir, img))) problems.push(`${where}: image public/static/${img} does not exist`);
  }
  return problems;
}
