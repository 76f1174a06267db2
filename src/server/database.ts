import 'server-only';
import { join } from 'node:path';
import { openDatabase, type Db } from './db';
import { serverEnv } from './env';
import { newsRepository, type NewsRepository } from './news';
import { ensureSearchIndex, refreshNewsSearch, searchService, type SearchService } from './search';
import { seedDatabase } from './seed';

/** Paths of the app's own files, from the project root (where `npm start` runs). */
export const MIGRATIONS_DIR = join(process.cwd(), 'db', 'migrations');
export const NEWS_CONTENT_DIR = join(process.cwd(), 'content', 'news');

let instance: { db: Db; news: NewsRepository; search: SearchService } | null = null;

/** Seeds the demo news, then brings the search index up to date (until the content sync of issue 9 does both). */
function seed(db: Db): void {
  const { news } = seedDatabase(db, NEWS_CONTENT_DIR);
  const { rebuilt } = ensureSearchIndex(db);
  if (news > 0 && rebuilt !== 'full') refreshNewsSearch(db, { upserted: db.prepare('SELECT news_id FROM news').pluck().all() as number[], removed: [] });
}

/** Opens, migrates and seeds the database of DATA_DIR once per process. Throws DatabaseStartupError. */
export function database(): { db: Db; news: NewsRepository; search: SearchService } {
  if (!instance) {
    const { dataDir } = serverEnv();
    const db = openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR, seed });
    instance = { db, news: newsRepository(db), search: searchService(db) };
  }
  return instance;
}
