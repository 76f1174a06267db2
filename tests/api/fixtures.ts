import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { NewsFrontMatter } from '@/domain/news';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { openNewsDatabase } from '@/server/database';

export const MIGRATIONS = join(process.cwd(), 'db', 'migrations');

/** A temp folder for one test file's database and content. */
export function tempDir(prefix = 'scuid-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One news file: its front matter and Markdown body. */
export interface NewsFixture {
  frontMatter: NewsFrontMatter;
  body: string;
}

export function item(
  newsId: number,
  displayDate: string,
  body = `## 標題 ${newsId}\n\n內容\n\n<section lang="en">\n\n## Title ${newsId}\n\nText\n\n</section>\n`,
  category: NewsCategoryKey = 'NEWS',
  extra: Partial<NewsFrontMatter> = {},
): NewsFixture {
  return {
    frontMatter: {
      newsId,
      category,
      displayDate,
      title: `消息 ${newsId}`,
      subTitle: `News ${newsId}`,
      description: `摘要 ${newsId}`,
      subDescription: `Summary ${newsId}`,
      imgUrl: `news/${newsId}.svg`,
      imgAlt: `消息 ${newsId} 的橫幅`,
      subImgAlt: `The banner of news ${newsId}`,
      ...extra,
    },
    body,
  };
}

/** The text of a news file. */
export const newsFileText = ({ frontMatter, body }: NewsFixture) =>
  `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${body}`;

/** content/news/{YYYY}/{newsId}-news-{newsId}.md for one item, relative to the news folder. */
export const newsPath = (n: NewsFixture) =>
  `${n.frontMatter.displayDate.slice(0, 4)}/${n.frontMatter.newsId}-news-${n.frontMatter.newsId}.md`;

/** Writes one item's file (and its banner into staticDir when given); returns its path. */
export function writeNewsItem(newsDir: string, n: NewsFixture, staticDir?: string): string {
  const path = join(newsDir, newsPath(n));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, newsFileText(n));
  if (staticDir) {
    mkdirSync(join(staticDir, 'news'), { recursive: true });
    writeFileSync(join(staticDir, n.frontMatter.imgUrl), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return path;
}

/** A news folder and a static folder (with the banners) under `dir`, holding `items`. */
export function writeNewsContent(dir: string, items: NewsFixture[]): { newsDir: string; staticDir: string } {
  const newsDir = join(dir, 'content-news');
  const staticDir = join(dir, 'static');
  mkdirSync(newsDir, { recursive: true });
  mkdirSync(join(staticDir, 'news'), { recursive: true });
  for (const n of items) writeNewsItem(newsDir, n, staticDir);
  return { newsDir, staticDir };
}

/** 23 award items (2 per date, ids 301..323), 4 general news, 1 summer workshop, nothing else. */
export function standardContent(dir: string): { newsDir: string; staticDir: string } {
  const awards = Array.from({ length: 23 }, (_, i) =>
    item(301 + i, `2024-0${1 + Math.floor(i / 4)}-1${i % 2}`, undefined, 'NEWS_AWARE'),
  );
  return writeNewsContent(dir, [
    ...awards,
    item(101, '2025-05-01'),
    item(102, '2019-02-03'),
    item(103, '2024-03-10'),
    item(104, '2026-01-31'),
    item(1201, '2023-07-01', 'ok\n\n[x](https://evil.example/x)\n\n<script>alert(1)</script>\n', 'APPLY_TEAM', {
      eventStart: '2023-07-17',
      eventEnd: '2023-07-21',
      venue: '本系系館',
      subVenue: 'Department building',
    }),
  ]);
}

/**
 * Opens (migrating and syncing) a database in `dataDir` from a news folder, without the log line; the items
 * published at `publishTime` (default: now).
 */
export function openTestDatabase(
  dataDir: string,
  content: { newsDir: string; staticDir: string },
  lines: string[] = [],
  publishTime?: number,
) {
  return openNewsDatabase({ dataDir, migrationsDir: MIGRATIONS, ...content, publishTime, log: (l) => lines.push(l) });
}
