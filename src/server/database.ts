import 'server-only';
import { join } from 'node:path';
import { openDatabase, type Db } from './db';
import { serverEnv } from './env';
import { newsRepository, type NewsRepository } from './news';
import { seedDatabase } from './seed';

/** Paths of the app's own files, from the project root (where `npm start` runs). */
export const MIGRATIONS_DIR = join(process.cwd(), 'db', 'migrations');
export const NEWS_CONTENT_DIR = join(process.cwd(), 'content', 'news');

let instance: { db: Db; news: NewsRepository } | null = null;

/** Opens, migrates and seeds the database of DATA_DIR once per process. Throws DatabaseStartupError. */
export function database(): { db: Db; news: NewsRepository } {
  if (!instance) {
    const { dataDir } = serverEnv();
    const db = openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR, seed: (d) => seedDatabase(d, NEWS_CONTENT_DIR) });
    instance = { db, news: newsRepository(db) };
  }
  return instance;
}
