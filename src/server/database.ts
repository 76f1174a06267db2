import 'server-only';
import { join } from 'node:path';
import { openDatabase, type Db } from './db';
import { serverEnv } from './env';
import { newsRepository, type NewsRepository } from './news';
import { readNewsDir } from './newsContent';
import { formatSyncLine, syncNews, type NewsSyncOptions, type NewsSyncResult } from './newsSync';

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
 * Reads and validates every news file first (a broken one throws a NewsContentError before the database
 * is opened, so the file stays byte-for-byte as it was), then opens the database, applies pending
 * migrations and syncs the news into it in one transaction.
 */
export function openNewsDatabase(options: OpenNewsOptions): { db: Db; sync: NewsSyncResult } {
  const staticDir = options.staticDir ?? STATIC_DIR;
  const items = readNewsDir(options.newsDir, { staticDir });
  let sync: NewsSyncResult | undefined;
  const db = openDatabase({
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
    sync: (d) => {
      sync = syncNews(d, items, { onSynced: options.onSynced });
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
