import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewsCategoryKey, NewsFileItem } from '@/features/news/model';

export const MIGRATIONS = join(process.cwd(), 'db', 'migrations');

/** A temp folder for one test file's database and content. */
export function tempDir(prefix = 'scuid-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function item(newsId: number, displayDate: string, content = `<h2>標題 ${newsId}</h2><p>內容</p>`): NewsFileItem {
  return {
    newsId,
    displayDate,
    imgUrl: `news/${newsId}.svg`,
    title: `消息 ${newsId}`,
    subTitle: `News ${newsId}`,
    description: `摘要 ${newsId}`,
    subDescription: `Summary ${newsId}`,
    content,
  };
}

/** Writes content/news/{CATEGORY}.json files into `dir` and returns the folder. */
export function writeNewsContent(dir: string, files: Partial<Record<NewsCategoryKey, NewsFileItem[]>>): string {
  const newsDir = join(dir, 'content-news');
  mkdirSync(newsDir, { recursive: true });
  for (const [key, items] of Object.entries(files)) writeFileSync(join(newsDir, `${key}.json`), JSON.stringify(items));
  return newsDir;
}

/** 23 award items (2 per date, ids 301..323), 4 general news, 1 summer workshop, nothing else. */
export function standardContent(dir: string): string {
  const awards = Array.from({ length: 23 }, (_, i) => item(301 + i, `2024-0${1 + Math.floor(i / 4)}-1${i % 2}`));
  return writeNewsContent(dir, {
    NEWS_AWARE: awards,
    NEWS: [item(101, '2025-05-01'), item(102, '2019-02-03'), item(103, '2024-03-10'), item(104, '2026-01-31')],
    APPLY_TEAM: [item(1201, '2023-07-01', '<p>ok</p><a href="https://evil.example/x">x</a><script>alert(1)</script>')],
  });
}
