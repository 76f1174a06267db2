/**
 * `npm run news:generate -- --count 10000 --out <dir>`: writes that many synthetic bilingual news files
 * ({YYYY}/{newsId}-{slug}.md, ids from 100001) over all twelve categories, for testing at scale with
 * NEWS_DIR=<dir>. Deterministic: the same count gives the same files. Banners and figures reuse the
 * demo's images (news/{demoId}.svg, news/figures/{demoId}.svg), so no image is drawn.
 *   --count N    how many items (default 1000)
 *   --out DIR    an empty (or new) folder; --force replaces the .md files of a folder in use
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { type NewsFrontMatter } from '@/domain/news';
import { NEWS_CATEGORIES } from '@/domain/newsCategories';
import { newsSlug } from '../src/server/newsContent';
import { rng } from './art/primitives';
import { bannerAlt, bannerSubAlt } from './news-images';

export const FIRST_ID = 100001;
const EVENT_CATEGORIES = new Set(['NEWS_TEACH', 'TEACH_SHOW', 'TEACH_WORKSHOP', 'APPLY_TEAM']);

const TOPICS: [string, string][] = [
  ['竹材家具', 'bamboo furniture'],
  ['高齡照護', 'care for older people'],
  ['循環材料', 'circular materials'],
  ['城市街道家具', 'street furniture'],
  ['醫療器材', 'medical devices'],
  ['兒童用品', "children's products"],
  ['戶外裝備', 'outdoor equipment'],
  ['廚房道具', 'kitchen tools'],
  ['照明設計', 'lighting'],
  ['電動載具', 'electric vehicles'],
  ['防災用品', 'disaster preparedness'],
  ['包裝系統', 'packaging systems'],
  ['穿戴裝置', 'wearables'],
  ['修理文化', 'repair culture'],
  ['在地工藝', 'local crafts'],
  ['互動介面', 'interaction design'],
];
const FORMS: [string, string][] = [
  ['講座', 'Talk'],
  ['工作坊', 'Workshop'],
  ['成果展', 'Exhibition'],
  ['研究計畫', 'Research Project'],
  ['設計競賽', 'Design Competition'],
  ['產學合作', 'Industry Collaboration'],
  ['課程', 'Course'],
  ['交流活動', 'Exchange'],
];
const VENUES: [string, string][] = [
  ['系館一樓國際會議廳', 'International conference hall, department building'],
  ['系館一樓展覽廳及中庭', 'Ground-floor gallery and courtyard, department building'],
  ['華山1914文化創意產業園區', 'Huashan 1914 Creative Park, Taipei'],
  ['系館地下一樓模型工場', 'Model workshop, basement, department building'],
  ['線上', 'Online'],
];
const LINKS = [
  '/news',
  '/achievements/exhibitions',
  '/admissions/summerWorkshop',
  '/contactUs',
  'https://www.example.org/lanchuan-ipd',
];

const FIRST_DAY = Date.UTC(2010, 0, 1);
const LAST_DAY = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The i-th synthetic item (0-based): front matter and Markdown body, a pure function of i. */
export function syntheticItem(i: number): { frontMatter: NewsFrontMatter; body: string } {
  const r = rng(FIRST_ID + i);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const category = NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!;
  const newsId = FIRST_ID + i;
  const demoId = category.id * 100 + 1 + Math.floor(r() * 14); // the demo's ids: 101..114, 201..214, ...
  const day = FIRST_DAY + Math.floor(r() * ((LAST_DAY - FIRST_DAY) / DAY)) * DAY;
  const displayDate = iso(day);
  const [topic, subTopic] = pick(TOPICS);
  const [form, subForm] = pick(FORMS);
  const n = 8 + Math.floor(r() * 50);
  const frontMatter: NewsFrontMatter = {
    newsId,
    category: category.key,
    displayDate,
    title: `${topic}${form}：第 ${i + 1} 則${category.title}`,
    subTitle: `${subForm} on ${subTopic[0]!.toUpperCase()}${subTopic.slice(1)}, No. ${i + 1}`,
    description: `本系${category.title}：以${topic}為題的${form}，共有 ${n} 位師生參與。`,
    subDescription: `${category.subTitle}: a ${subForm.toLowerCase()} on ${subTopic} with ${n} students and staff.`,
    imgUrl: `news/${demoId}.svg`,
    imgAlt: bannerAlt(demoId, category.key),
    subImgAlt: bannerSubAlt(demoId, category.key),
  };
  if (EVENT_CATEGORIES.has(category.key)) {
    const start = day + (7 + Math.floor(r() * 40)) * DAY;
    const [venue, subVenue] = pick(VENUES);
    if (r() < 0.5) {
      const hour = 9 + Math.floor(r() * 9);
      frontMatter.eventStart = `${iso(start)}T${String(hour).padStart(2, '0')}:00`;
      frontMatter.eventEnd = `${iso(start)}T${String(hour + 2).padStart(2, '0')}:00`;
    } else {
      frontMatter.eventStart = iso(start);
      frontMatter.eventEnd = iso(start + Math.floor(r() * 12) * DAY);
    }
    frontMatter.venue = venue;
    frontMatter.subVenue = subVenue;
  }
  const link = pick(LINKS);
  const table = r() < 0.3 ? `\n| 項目 | 內容 |\n| --- | --- |\n| 主題 | ${topic} |\n| 人數 | ${n} |\n` : '';
  const body = `## ${topic}${form}

本系以「${topic}」為題舉辦${form}，${n} 位師生參與。這是一則為了測試規模而產生的消息，內容由程式產生。

- 主題：${topic}
- 形式：${form}
- 人數：${n} 人
${table}
詳情請見[相關頁面](${link})。

![${topic}示意圖](news/figures/${demoId}.svg "${topic}${form}的示意圖。")

<section lang="en">

## ${subForm} on ${subTopic}

The department holds a ${subForm.toLowerCase()} on ${subTopic} with ${n} students and staff. This item was generated to test the site at scale.

1. Topic: ${subTopic}
2. Format: ${subForm.toLowerCase()}

</section>
`;
  return { frontMatter, body };
}

function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    fail('--count must be a whole number from 1 to 1000000');
  if (!values.out) fail('--out <dir> is required (the folder to write into; then NEWS_DIR=<dir>)');
  const out = resolve(values.out!);
  if (existsSync(out) && readdirSync(out).length) {
    if (!values.force) fail(`${out} is not empty: choose an empty folder, or pass --force to replace its news files`);
    for (const entry of readdirSync(out, { withFileTypes: true })) {
      if (entry.isDirectory() && /^\d{4}$/.test(entry.name)) rmSync(join(out, entry.name), { recursive: true });
    }
  }
  const started = Date.now();
  for (let i = 0; i < count; i += 1) {
    const { frontMatter, body } = syntheticItem(i);
    const dir = join(out, frontMatter.displayDate.slice(0, 4));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${frontMatter.newsId}-${newsSlug(frontMatter.subTitle)}.md`),
      `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${body}`,
    );
  }
  console.log(`news:generate: ${count} items in ${out} (${Date.now() - started} ms); use them with NEWS_DIR=${out}`);
}

function fail(message: string): never {
  console.error(`news:generate: ${message}`);
  process.exit(1);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
