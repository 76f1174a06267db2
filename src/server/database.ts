import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsFrontMatter } from '@/features/news/model';
import { DB_FILE, openDatabase, type Db } from './db';
import { serverEnv } from './env';
import { newsRepository, type NewsRepository } from './news';
import { readNewsDir } from './newsContent';
import { formatSyncLine, storedFrontMatter, syncNews, type NewsSyncOptions, type NewsSyncResult } from './newsSync';

/** Paths of the app's own files, from the project root (where `npm start` runs). */
export const MIGRATIONS_DIR = join(process.cwd(), 'db', 'migrations');
/** Images (news banners and figures) are checked under public/static. */
export const STATIC_DIR = join(process.cwd(), 'public', 'static');

export interface OpenNewsOptions {
  dataDir: string;
  newsDir: string;
  migrationsDir?: string;
  staticDir?: string;
  onSynced?: NewsSyncOptions['onSynced'];
  /** where the one sync line goes (default console.info) */
  log?: (line: string) => void;
}

/**
 * Reads and validates every news file before anything is written to the database (a broken one throws
 * a NewsContentError and leaves the file byte-for-byte as it was), then switches the database to WAL,
 * applies pending migrations and syncs the news into it in one transaction. Files whose content hash
 * the database already holds are not parsed again.
 */
export function openNewsDatabase(options: OpenNewsOptions): { db: Db; sync: NewsSyncResult } {
  const staticDir = options.staticDir ?? STATIC_DIR;
  const read = (known?: ReadonlyMap<string, NewsFrontMatter>) => readNewsDir(options.newsDir, { staticDir, known });
  // a new database: check the files before the file is even created
  let items = existsSync(join(options.dataDir, DB_FILE)) ? undefined : read();
  let sync: NewsSyncResult | undefined;
  const db = openDatabase({
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
    beforeWrite: (d) => {
      items ??= read(storedFrontMatter(d));
    },
    sync: (d) => {
      sync = syncNews(d, items!, { onSynced: options.onSynced });
    },
  });
  (options.log ?? console.info)(formatSyncLine(sync!));
  return { db, sync: sync! };
}

let instance: { db: Db; news: NewsRepository } | null = null;

/**
 * The database of DATA_DIR, opened, migrated and synced with the news files of NEWS_DIR on the first
 * call in a process (the server's start-up, each build worker). Throws DatabaseStartupError,
 * NewsContentError or ConfigError.
 */
export function database(): { db: Db; news: NewsRepository } {
  if (!instance) {
    const { dataDir, newsDir } = serverEnv();
    const { db } = openNewsDatabase({ dataDir, newsDir });
    instance = { db, news: newsRepository(db) };
  }
  return instance;
}
