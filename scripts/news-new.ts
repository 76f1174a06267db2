/**
 * `npm run news:new`: writes a new news file content/news/{YYYY}/{newsId}-{slug}.md (under NEWS_DIR) with
 * the next free id, today's date (Asia/Taipei), a body template with a Chinese and an English part, and
 * draws its placeholder banner and figure; then validates the file with the same parser as start-up.
 * Asks for what the flags do not give:
 *   npm run news:new -- --category NEWS_TEACH --title 作品集健診之夜 --subTitle "Portfolio Clinic Night" \
 *     --description ... --subDescription ... [--date 2026-11-23]
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { isCalendarDate, NEWS_TIME_ZONE, newsFrontMatterSchema, type NewsFrontMatter } from '@/domain/news';
import { NEWS_CATEGORIES } from '@/domain/newsCategories';
import { serverEnv } from '../src/config/settings';
import { displayPath, formatProblem, NewsContentError, newsSlug, readNewsDir } from '../src/server/newsContent';
import { bannerAlt, bannerSubAlt, drawNewsImages } from './news-images';

const FIELDS = ['category', 'title', 'subTitle', 'description', 'subDescription'] as const;
const QUESTIONS: Record<(typeof FIELDS)[number], string> = {
  category: 'Category (key or number)',
  title: 'title (中文標題)',
  subTitle: 'subTitle (English title)',
  description: 'description (中文摘要)',
  subDescription: 'subDescription (English summary)',
};

/** Today's date in Asia/Taipei, YYYY-MM-DD. */
export function todayInTaipei(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: NEWS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The next free newsId: one more than the largest id among the file names ({newsId}-{slug}.md). */
export function nextNewsId(newsDir: string): number {
  let max = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else {
        const m = /^(\d+)-.*\.md$/.exec(entry.name);
        if (m) max = Math.max(max, Number(m[1]));
      }
    }
  };
  if (existsSync(newsDir)) walk(newsDir);
  return max + 1;
}

/** YYYY-MM-DD, `days` later. */
function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The text of a new news file: front matter, commented event and schedule fields, a bilingual body template. */
export function newsTemplate(fm: NewsFrontMatter): string {
  const yaml = stringify(fm, { lineWidth: 0 });
  const schedule = [
    ['draft: true', 'appears nowhere until this line is removed or says false'],
    [`publishAt: ${fm.displayDate}T09:00`, 'appears at this time (Asia/Taipei)'],
    [`unpublishAt: ${addDays(fm.displayDate, 60)}`, 'disappears at the start of this day (Asia/Taipei)'],
  ]
    .map(([field, why]) => `# ${field!.padEnd(30)}# ${why}`)
    .join('\n');
  return `---
${yaml}# For a dated event (exhibition, workshop, talk) remove the # of these lines and fill them in.
# Dates are YYYY-MM-DD, or YYYY-MM-DDTHH:mm with a time; Asia/Taipei. venue is required with eventStart.
# eventStart: ${fm.displayDate}T14:00
# eventEnd: ${fm.displayDate}T16:00
# venue: 系館一樓國際會議廳
# subVenue: International conference hall, department building
# In several sessions (a series): eventStart is the first one's start, eventEnd the last one's end, and each
# session's date is listed here (every session from eventStart's time to eventEnd's time).
# eventSessions: [${fm.displayDate}, ${addDays(fm.displayDate, 7)}]
# Away from the department: the city (in English) and the ISO 3166-1 country code.
# addressLocality: Eindhoven
# addressCountry: NL
# Online (or mixed: in a place and online), with the link where people join or watch.
# eventAttendanceMode: online
# onlineUrl: https://www.example.org/lanchuan-ipd/live
# To hold the item back or show it for a while only, remove the # at the start of a line:
${schedule}
---

## ${fm.title}

（在這裡寫中文內文。第一段說明重點：什麼事、何時、在哪裡、給誰。）

- 時間：
- 地點：
- 對象：

![${fm.title}示意圖](news/figures/${fm.newsId}.svg "（請改寫這張圖的圖說）")

<section lang="en">

## ${fm.subTitle}

(Write the English text here: what, when, where and for whom.)

</section>
`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      category: { type: 'string' },
      title: { type: 'string' },
      subTitle: { type: 'string' },
      description: { type: 'string' },
      subDescription: { type: 'string' },
      date: { type: 'string' },
      /** where the images go and are checked (default public/static); for tests */
      staticDir: { type: 'string' },
    },
    strict: true,
  });
  const newsDir = serverEnv().newsDir;
  const staticDir = values.staticDir ?? join(process.cwd(), 'public', 'static');

  const displayDate = values.date ?? todayInTaipei();
  if (!isCalendarDate(displayDate)) fail(`--date: must be a real date YYYY-MM-DD (got "${displayDate}")`);

  const answers: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const f of FIELDS) if (values[f] !== undefined) answers[f] = values[f];
  const missing = FIELDS.filter((f) => !answers[f]?.trim());
  if (missing.length) {
    // one answer per line, typed or piped (rl.question would drop lines piped in before it asks)
    const rl = createInterface({ input: process.stdin, terminal: false });
    const lines = rl[Symbol.asyncIterator]();
    try {
      if (missing.includes('category')) {
        console.log(
          NEWS_CATEGORIES.map(
            (c) => `  ${String(c.id).padStart(2)}  ${c.key.padEnd(15)} ${c.title} / ${c.subTitle}`,
          ).join('\n'),
        );
      }
      for (const f of missing) {
        process.stdout.write(`${QUESTIONS[f]}: `);
        const next = await lines.next();
        if (next.done) fail(`no answer for ${f} (give it as --${f} "...")`);
        answers[f] = String(next.value).trim();
      }
    } finally {
      rl.close();
    }
  }

  const rawCategory = (answers.category ?? '').trim();
  const category = NEWS_CATEGORIES.find((c) => c.key === rawCategory.toUpperCase() || String(c.id) === rawCategory);
  if (!category)
    fail(
      `category: must be one of ${NEWS_CATEGORIES.map((c) => `${c.key} (${c.id})`).join(', ')}${rawCategory ? ` (got "${rawCategory}")` : ''}`,
    );

  const newsId = nextNewsId(newsDir);
  const frontMatter = {
    newsId,
    category: category!.key,
    displayDate,
    title: answers.title ?? '',
    subTitle: answers.subTitle ?? '',
    description: answers.description ?? '',
    subDescription: answers.subDescription ?? '',
    imgUrl: `news/${newsId}.svg`,
    imgAlt: bannerAlt(newsId, category!.key),
    subImgAlt: bannerSubAlt(newsId, category!.key),
  };
  const checked = newsFrontMatterSchema.safeParse(frontMatter);
  if (!checked.success) fail(checked.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n'));

  const sourcePath = `${displayDate.slice(0, 4)}/${newsId}-${newsSlug(frontMatter.subTitle)}.md`;
  const path = join(newsDir, sourcePath);
  if (existsSync(path)) fail(`${displayPath(path)} already exists`);
  mkdirSync(join(newsDir, sourcePath.slice(0, 4)), { recursive: true });
  writeFileSync(path, newsTemplate(checked.data!));
  const images = drawNewsImages(newsId, category!.key, staticDir);

  // the same parser and rules as start-up and content:check
  try {
    readNewsDir(newsDir, { staticDir });
  } catch (error) {
    if (!(error instanceof NewsContentError)) throw error;
    const mine = error.problems.filter((p) => p.file === displayPath(path));
    if (mine.length) {
      for (const f of [path, ...images]) rmSync(f, { force: true });
      fail(`the new file did not pass the check, so it was removed:\n${mine.map(formatProblem).join('\n')}`);
    }
    console.warn(
      `news:new: other news files have problems (see npm run content:check):\n${error.problems.map(formatProblem).join('\n')}`,
    );
  }

  console.log(`news:new: wrote ${displayPath(path)} (newsId ${newsId}, ${category!.key}, ${displayDate})`);
  for (const image of images) console.log(`  image  ${displayPath(image)}`);
  console.log(
    'Next: write the body (Chinese part, then the English part), check imgAlt and subImgAlt, fill in the event fields for a dated event\n(and draft, publishAt or unpublishAt to hold it back or schedule it), then run `npm run content:check`, commit the file\nand its images, and `npm start`.',
  );
}

function fail(message: string): never {
  console.error(`news:new: ${message}`);
  process.exit(1);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`news:new: ${(error as Error).message}`);
    process.exit(1);
  });
}
