import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWS_CATEGORIES, NEWS_CATEGORY_KEYS, newsFileSchema, type NewsCategoryKey, type NewsFileItem } from '@/features/news/model';
import { parseContent } from '@/lib/contentError';
import type { Db } from './db';
import { sanitizeHtml } from './sanitize';

/** Reads and validates content/news/{CATEGORY}.json; errors name the file, the entry and the field. */
export function readDemoNews(dir: string): { category: NewsCategoryKey; item: NewsFileItem }[] {
  if (!existsSync(dir)) return [];
  const out: { category: NewsCategoryKey; item: NewsFileItem }[] = [];
  const seen = new Map<number, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const key = name.replace(/\.json$/, '') as NewsCategoryKey;
    const file = join('content', 'news', name);
    if (!NEWS_CATEGORY_KEYS.includes(key)) throw new Error(`Invalid content file ${file}: the name must be a news category (${NEWS_CATEGORY_KEYS.join(', ')}).`);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new Error(`Invalid content file ${file}: not valid JSON (${(error as Error).message}).`);
    }
    for (const [i, item] of parseContent(file, newsFileSchema, raw).entries()) {
      const other = seen.get(item.newsId);
      if (other) throw new Error(`Invalid content file ${file}:\n  [${i}].newsId: ${item.newsId} is also used in ${other}`);
      seen.set(item.newsId, file);
      out.push({ category: key, item });
    }
  }
  return out;
}

/** Upserts the category constants and, when there is no news yet, stores the demo news (sanitised). */
export function seedDatabase(db: Db, newsDir: string): { categories: number; news: number } {
  const upsert = db.prepare(
    'INSERT INTO news_category (id, key, title, sub_title) VALUES (@id, @key, @title, @subTitle) ON CONFLICT (id) DO UPDATE SET key = excluded.key, title = excluded.title, sub_title = excluded.sub_title',
  );
  for (const c of NEWS_CATEGORIES) upsert.run(c);
  const count = (db.prepare('SELECT count(*) AS n FROM news').get() as { n: number }).n;
  if (count > 0) return { categories: NEWS_CATEGORIES.length, news: 0 };
  const insert = db.prepare(`INSERT INTO news (news_id, category_id, img_url, title, sub_title, description, sub_description, content, display_date)
    VALUES (@newsId, @categoryId, @imgUrl, @title, @subTitle, @description, @subDescription, @content, @displayDate)`);
  const items = readDemoNews(newsDir);
  for (const { category, item } of items) {
    insert.run({ ...item, categoryId: NEWS_CATEGORIES.find((c) => c.key === category)!.id, content: sanitizeHtml(item.content) });
  }
  return { categories: NEWS_CATEGORIES.length, news: items.length };
}
