import 'server-only';
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Programme } from '@/domain/courses';
import { parsePersonRef, RANKS, RANKS_ZH, RESEARCH_FIELDS_SECTION, type PersonList } from '@/domain/people';
import { publicationState, scheduleBoundaries } from '@/domain/schedule';
import { ContentFileError } from '@/lib/contentError';
import { loadContent } from './content';
import { CONTENT_FILES, type ContentFile, type ContentOf } from './contentRegistry';
import { ConfigError, serverEnv } from '@/config/settings';
import {
  displayPath,
  formatProblem,
  frontMatterLine,
  newsBodyImages,
  scanNewsDir,
  type NewsProblem,
  type NewsSource,
} from './newsContent';
import { DB_FILE } from './db';
import { storedFrontMatter } from './newsSync';
import type { NewsFrontMatter } from '@/domain/news';
import { parseImageRef } from '@/domain/media';
import {
  CONTENT_IMAGE_FIELDS,
  contentImageUses,
  MEDIA_DIR,
  NEWS_BANNER_CROP,
  NEWS_FIGURE_CROP,
  prepareMedia,
  writeManifest,
  type ImageUse,
} from './media';
import { imageFileProblem } from './media/check';

/*
 * The content check of `npm run content:check` and the content tests: reads the files of a content
 * folder from disk (the app itself imports them; see contentRegistry.ts). Not imported by app code.
 */

/**
 * One problem, for tools: `file` as the text names it (content/menus.json, content/news/2026/214-....md),
 * `field` the front-matter field or the entry path (menus[1].children[0].to), `line` 1-based.
 */
export type ContentProblem = NewsProblem;

/** What `content:check --json` prints. */
export interface ContentReport {
  ok: boolean;
  problems: ContentProblem[];
  news: {
    /** every .md file of the news folder, valid or not */
    files: number;
    /** the valid files by their state at publishTime */
    published: number;
    draft: number;
    scheduled: number;
    expired: number;
  };
  /** epoch ms: SCUID_PUBLISH_TIME, or the time of the check */
  publishTime: number;
  /** epoch ms, ascending: every publishAt and unpublishAt of the valid files (drafts left out) */
  schedule: number[];
}

export interface CheckOptions {
  /** a content folder, its news in dir/news; default content/ and NEWS_DIR */
  dir?: string;
  /** where images must exist; default public/static */
  staticDir?: string;
  /** default SCUID_PUBLISH_TIME, or now */
  publishTime?: number;
  /** where the database is (default DATA_DIR): the news files it synced are not parsed again */
  dataDir?: string;
}

/** One problem as people read it (one line, or a file's lines), and the same for tools. */
interface Finding {
  text: string;
  problems: ContentProblem[];
}

function duplicateIndexes<T>(values: T[]): number[] {
  return values.flatMap((v, i) => (values.indexOf(v) !== i ? [i] : []));
}

function fromError(error: unknown, file: string): Finding {
  const text = (error as Error).message;
  if (error instanceof ContentFileError)
    return { text, problems: error.issues.map((issue) => ({ file: error.file, ...issue })) };
  if (error instanceof ConfigError)
    return { text, problems: [{ file: '(environment)', field: error.variable, message: text }] };
  return { text, problems: [{ file, message: text }] };
}

/**
 * Checks every content file and the rules that span files: unique ids, course teachers that exist, research
 * field keys from the controlled list,
 * credit sums, a programme's count of required courses, the milestone years, and an image under
 * public/static for every image path; and every news file (front matter, place, unique ids, images).
 * Returns the findings, and the valid news items even when other files have problems.
 */
/**
 * The front matter the database in `dataDir` holds for the news files it synced, by content hash (the parser's
 * version is in the hash): the check does not parse them again, as the server's start does not. None when
 * there is no readable database.
 */
function storedNews(dataDir: string): Map<string, NewsFrontMatter> | undefined {
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return storedFrontMatter(db);
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

const PERSON_FILES: Record<PersonList, string> = {
  fullTime: 'content/people/fullTime.json',
  partTime: 'content/people/partTime.json',
  visiting: 'content/people/visiting.json',
};

function runCheck(options: CheckOptions): { findings: Finding[]; news: NewsSource[]; newsFiles: number } {
  const { dir } = options;
  const staticDir = options.staticDir ?? join(process.cwd(), 'public', 'static');
  const findings: Finding[] = [];
  const loaded: Partial<Record<ContentFile, unknown>> = {};
  const contentDir = dir ?? join(process.cwd(), 'content');
  for (const file of Object.keys(CONTENT_FILES) as ContentFile[]) {
    try {
      loaded[file] = loadContent(file, CONTENT_FILES[file], contentDir);
    } catch (error) {
      findings.push(fromError(error, `content/${file}`));
    }
  }
  // the news files: content/news/{YYYY}/{newsId}-{slug}.md (NEWS_DIR), one line per problem: file:line: field: message
  let news: NewsSource[] = [];
  let newsFiles = 0;
  let newsDir = dir ? join(dir, 'news') : undefined;
  try {
    newsDir ??= serverEnv().newsDir;
    // a content folder of its own (tests) has no database
    const known = dir ? undefined : storedNews(options.dataDir ?? serverEnv().dataDir);
    const scan = scanNewsDir(newsDir, { staticDir, known });
    news = scan.items;
    newsFiles = scan.files;
    findings.push(...scan.problems.map((p) => ({ text: formatProblem(p), problems: [p] })));
  } catch (error) {
    findings.push(fromError(error, newsDir ? displayPath(newsDir) : 'content/news'));
  }
  if (findings.length) return { findings, news, newsFiles };

  /** A rule across files: `text` as before, the problem with its file and entry. */
  const rule = (text: string, file: string, message: string, field?: string) =>
    findings.push({ text, problems: [{ file, ...(field ? { field } : {}), message }] });

  const c = loaded as { [F in ContentFile]: ContentOf<F> };
  const images: { file: string; field: string; where: string; img: string }[] = [];
  const image = (file: string, entry: string, key: string, img: string) =>
    images.push({
      file,
      field: `${entry}.${key}`,
      where: `${file}: ${entry}${key === 'imageUrl' ? '' : `.${key}`}`,
      img,
    });
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
    const ids = list.map((x) => x.id);
    const key = file.startsWith('people/') ? 'people' : 'schools';
    for (const i of duplicateIndexes(ids))
      rule(
        `content/${file}: id ${ids[i]} is used twice`,
        `content/${file}`,
        `id ${ids[i]} is used twice`,
        `${key}[${i}].id`,
      );
  }
  for (const p of c['people/fullTime.json']) {
    const i = c['people/partTime.json'].findIndex((q) => q.id === p.id);
    if (i < 0) continue;
    const message = `id ${p.id} is both full-time and part-time (course teachers refer to these ids)`;
    rule(`content/people: ${message}`, 'content/people/partTime.json', message, `people[${i}].id`);
  }

  // the directory filters by these keys: each must be in the controlled list, and a profile that writes its
  // research fields (研究領域) must be findable by them
  const fieldsFile = 'content/people/researchFields.json';
  const fieldKeys = c['people/researchFields.json'].map((f) => f.key);
  for (const i of duplicateIndexes(fieldKeys)) {
    const message = `key ${fieldKeys[i]} is used twice`;
    rule(`${fieldsFile}: fields[${i}].key: ${message}`, fieldsFile, message, `fields[${i}].key`);
  }
  const fullTimeFile = 'content/people/fullTime.json';
  c['people/fullTime.json'].forEach((p, i) => {
    p.fields.forEach((key, k) => {
      if (fieldKeys.includes(key)) return;
      const field = `people[${i}].fields[${k}]`;
      const message = `unknown research field "${key}" (the keys of ${fieldsFile}: ${fieldKeys.join(', ')})`;
      rule(`${fullTimeFile}: ${field}: ${message}`, fullTimeFile, message, field);
    });
    for (const k of duplicateIndexes(p.fields)) {
      const field = `people[${i}].fields[${k}]`;
      const message = `research field "${p.fields[k]}" is listed twice`;
      rule(`${fullTimeFile}: ${field}: ${message}`, fullTimeFile, message, field);
    }
    if (p.fields.length === 0 && p.content.some((s) => s.subTitle === RESEARCH_FIELDS_SECTION)) {
      const field = `people[${i}].fields`;
      const message = `lists no research field, but the profile has a ${RESEARCH_FIELDS_SECTION} section: add the keys that match it`;
      rule(`${fullTimeFile}: ${field}: ${message}`, fullTimeFile, message, field);
    }
    if (RANKS_ZH.indexOf(p.categoryName) !== RANKS.indexOf(p.categorySubName)) {
      const field = `people[${i}].categorySubName`;
      const message = `${p.categorySubName} is not the rank ${p.categoryName}`;
      rule(`${fullTimeFile}: ${field}: ${message}`, fullTimeFile, message, field);
    }
  });

  // the people a news item names must be in the directory: each by its list and id
  const personIds = {
    fullTime: new Set(c['people/fullTime.json'].map((p) => p.id)),
    partTime: new Set(c['people/partTime.json'].map((p) => p.id)),
    visiting: new Set(c['people/visiting.json'].map((p) => p.id)),
  };
  for (const item of news) {
    item.frontMatter.people?.forEach((ref, i) => {
      const person = parsePersonRef(ref);
      if (!person || personIds[person.list].has(person.id)) return;
      const problem = {
        file: item.file,
        line: frontMatterLine(readFileSync(join(newsDir!, item.sourcePath), 'utf8'), ['people', i]),
        field: `people[${i}]`,
        message: `no person ${ref}: ${PERSON_FILES[person.list]} has no id ${person.id}`,
      };
      findings.push({ text: formatProblem(problem), problems: [problem] });
    });
  }

  for (const file of ['courses/ba.json', 'courses/ma.json'] as const) {
    const path = `content/${file}`;
    const programme: Programme = c[file];
    const sum = programme.credits.parts.reduce((s, p) => s + p.credits, 0);
    if (sum !== programme.credits.minimum) {
      const message = `add up to ${sum}, not the minimum ${programme.credits.minimum}`;
      rule(`${path}: credits.parts ${message}`, path, message, 'credits.parts');
    }
    // a part's course count is the number of required courses listed, so the two cannot drift apart
    const listed = programme.requiredCoreCourses.reduce((n, g) => n + g.banner.length, 0);
    const counted = programme.credits.parts.flatMap((p, i) => (p.courses === undefined ? [] : [{ i, n: p.courses }]));
    counted.forEach(({ i, n }, k) => {
      const field = `credits.parts[${i}].courses`;
      const message =
        k > 0
          ? 'only one part can count the required courses'
          : n !== listed
            ? `says ${n} courses, but requiredCoreCourses lists ${listed}`
            : '';
      if (message) rule(`${path}: ${field}: ${message}`, path, message, field);
    });
    const courses: { id: number; field: string }[] = [];
    for (const kind of ['requiredCoreCourses', 'electiveCourses'] as const) {
      const groups = programme[kind];
      const groupIds = groups.map((g) => g.id);
      for (const i of duplicateIndexes(groupIds)) {
        const message = `year group id ${groupIds[i]} is used twice`;
        rule(`${path}: ${kind} ${message}`, path, message, `${kind}[${i}].id`);
      }
      groups.forEach((g, gi) =>
        g.banner.forEach((course, ci) => {
          const entry = `${kind}[${gi}].banner[${ci}]`;
          courses.push({ id: course.id, field: `${entry}.id` });
          if (course.teacher !== undefined && !teacherIds.has(course.teacher)) {
            const message = `no professor with id ${course.teacher}`;
            rule(`${path}: ${entry}.teacher: ${message}`, path, message, `${entry}.teacher`);
          }
          image(path, entry, 'imageUrl', course.imageUrl);
          course.images.forEach((img, k) => image(path, entry, `images[${k}]`, img));
        }),
      );
    }
    const courseIds = courses.map((x) => x.id);
    for (const i of duplicateIndexes(courseIds)) {
      const message = `course id ${courseIds[i]} is used twice`;
      rule(`${path}: ${message}`, path, message, courses[i]!.field);
    }
  }

  const years = c['milestones.json'].map((m) => m.year);
  if (years[0] !== 1992 || years[years.length - 1] !== 2013) {
    const message = `years must run from 1992 to 2013 (found ${years[0]} to ${years[years.length - 1]})`;
    const field = years[0] !== 1992 ? 'milestones[0].year' : `milestones[${years.length - 1}].year`;
    rule(`content/milestones.json: ${message}`, 'content/milestones.json', message, field);
  }
  const decreasing = years.findIndex((y, i) => i > 0 && y <= years[i - 1]!);
  if (decreasing > 0)
    rule(
      'content/milestones.json: years must increase',
      'content/milestones.json',
      'years must increase',
      `milestones[${decreasing}].year`,
    );

  const site = c['site.json'];
  if (site.founded !== 1992 || site.masterFounded !== 1998) {
    const message = 'the department was founded in 1992 and its master programme in 1998';
    rule(
      `content/site.json: ${message}`,
      'content/site.json',
      message,
      site.founded !== 1992 ? 'founded' : 'masterFounded',
    );
  }

  c['home.json'].banner.forEach((b, i) => image('content/home.json', `banner[${i}]`, 'imageUrl', b.imageUrl));
  c['about.json'].slides.forEach((s, i) => image('content/about.json', `slides[${i}]`, 'imageUrl', s.imageUrl));
  for (const file of ['people/fullTime.json', 'people/staff.json'] as const) {
    c[file].forEach((p, i) => {
      image(`content/${file}`, `people[${i}]`, 'imageUrl', p.imageUrl);
      image(`content/${file}`, `people[${i}]`, 'fullImageUrl', p.fullImageUrl);
    });
  }
  c['people/partTime.json'].forEach((p, i) => {
    image('content/people/partTime.json', `people[${i}]`, 'imageUrl', p.imageUrl);
    if (p.fullImageUrl) image('content/people/partTime.json', `people[${i}]`, 'fullImageUrl', p.fullImageUrl);
  });
  for (const file of ['schools/europe.json', 'schools/asia.json'] as const) {
    c[file].forEach((s, i) => image(`content/${file}`, `schools[${i}]`, 'imageUrl', s.imageUrl));
  }
  for (const { file, field, where, img } of images) {
    const full = join(staticDir, parseImageRef(img).path);
    const message = existsSync(full)
      ? imageFileProblem(full)
      : `image public/static/${parseImageRef(img).path} does not exist`;
    if (message) rule(`${where}: ${message}`, file, message, field);
  }
  return { findings, news, newsFiles };
}

/** Every image the content shows, with its crop and where the content names it (for a problem's place). */
function imageUses(contentDir: string, news: readonly NewsSource[]): { use: ImageUse; at: ContentProblem }[] {
  const uses: { use: ImageUse; at: ContentProblem }[] = [];
  for (const file of Object.keys(CONTENT_IMAGE_FIELDS) as ContentFile[]) {
    const data = loadContent(file, CONTENT_FILES[file], contentDir);
    for (const use of contentImageUses(file, data)) uses.push({ use, at: { file: `content/${file}`, message: '' } });
  }
  for (const item of news) {
    const { file } = item;
    uses.push({
      use: { ref: item.frontMatter.imgUrl, crop: NEWS_BANNER_CROP },
      at: { file, field: 'imgUrl', message: '' },
    });
    for (const ref of newsBodyImages(item.body))
      uses.push({ use: { ref, crop: NEWS_FIGURE_CROP }, at: { file, field: 'body', message: '' } });
  }
  return uses;
}

export interface PreparedReport extends ContentReport {
  /** the images processed now and those whose derivatives were kept */
  images: { processed: number; kept: number; ms: number };
  /** each problem as content:check prints it */
  texts: string[];
}

/**
 * The content check, then, when it passes, the images' derivatives (src/server/media): every raster image the
 * content shows is processed if it is new, and the manifest of this content is written to DATA_DIR, where the
 * build and its server read it. An image that cannot be processed is a problem like any other.
 */
export async function checkAndPrepare(
  options: CheckOptions & { mediaDir?: string; dataDir?: string } = {},
): Promise<PreparedReport> {
  const { report, news, texts } = buildReport(options);
  const images = { processed: 0, kept: 0, ms: 0 };
  if (!report.ok) return { ...report, images, texts };
  const started = Date.now();
  const staticDir = options.staticDir ?? join(process.cwd(), 'public', 'static');
  const uses = imageUses(options.dir ?? join(process.cwd(), 'content'), news);
  const prepared = await prepareMedia(
    uses.map((u) => u.use),
    { staticDir, mediaDir: options.mediaDir ?? MEDIA_DIR },
  );
  for (const { use, message } of prepared.problems) {
    const at = uses.find((u) => u.use === use)?.at ?? { file: use.ref, message: '' };
    const problem = { ...at, message: `${use.ref}: ${message}` };
    report.problems.push(problem);
    texts.push(formatProblem(problem));
  }
  if (prepared.problems.length) return { ...report, ok: false, images, texts };
  writeManifest(options.dataDir ?? serverEnv().dataDir, prepared.manifest);
  const ms = Date.now() - started;
  return { ...report, images: { processed: prepared.processed, kept: prepared.kept, ms }, texts };
}

/**
 * Every problem of the content files and the news files (see runCheck), one text each as content:check
 * prints it; empty when all is well. `dir` is a content folder (its news in dir/news); without it,
 * content/ and NEWS_DIR.
 */
export function checkContent(dir?: string, staticDir?: string): string[] {
  return runCheck({ dir, staticDir }).findings.map((f) => f.text);
}

/** The same check for tools (`content:check --json`): structured problems and what the news files schedule. */
export function contentReport(options: CheckOptions = {}): ContentReport {
  return buildReport(options).report;
}

function buildReport(options: CheckOptions): { report: ContentReport; news: NewsSource[]; texts: string[] } {
  const { findings, news, newsFiles } = runCheck(options);
  let publishTime = options.publishTime;
  const problems = findings.flatMap((f) => f.problems);
  if (publishTime === undefined) {
    try {
      publishTime = serverEnv().publishTime;
    } catch (error) {
      publishTime = Date.now();
      // the news part read the same variables: a bad one is reported once
      if (!problems.some((p) => p.file === '(environment)'))
        problems.push(...fromError(error, '(environment)').problems);
    }
  }
  const counts = { published: 0, draft: 0, scheduled: 0, expired: 0 };
  for (const item of news) counts[publicationState(item.frontMatter, publishTime)] += 1;
  const report = {
    ok: problems.length === 0,
    problems,
    news: { files: newsFiles, ...counts },
    publishTime,
    schedule: scheduleBoundaries(news.map((n) => n.frontMatter)),
  };
  return { report, news, texts: findings.map((f) => f.text) };
}
