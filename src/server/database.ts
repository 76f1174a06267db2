import 'server-only';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsFrontMatter } from '@/domain/news';
import { publicationState } from '@/domain/schedule';
import { DB_FILE, openDatabase, type Db } from './db';
import { readSettings, serverEnv } from '@/config/settings';
import { newsRepository, type NewsRepository } from './news';
import { readNewsDir, renderNewsBody, type NewsSource } from './newsContent';
import {
  formatSyncLine,
  storedFrontMatter,
  syncNews,
  type NewsSyncOptions,
  type NewsSyncResult,
  type NotPublished,
} from './newsSync';
import { ensureSearchIndex, refreshNewsSearch, searchService, type SearchService } from './search';

/** Paths of the app's own files, from the project root (where `npm start` runs). */
export const MIGRATIONS_DIR = join(process.cwd(), 'db', 'migrations');
/** Images (news banners and figures) are checked under public/static. */
export const STATIC_DIR = join(process.cwd(), 'public', 'static');

export interface OpenNewsOptions {
  dataDir: string;
  /** every valid item, drafts and scheduled ones too: the editor's preview */
  everything?: boolean;
  newsDir: string;
  migrationsDir?: string;
  staticDir?: string;
  onSynced?: NewsSyncOptions['onSynced'];
  /**
   * Epoch ms: only the items published at this moment (src/domain/schedule.ts) are synced; the others are
   * removed like a deleted file. Default: now. The server and build workers pass serverEnv().publishTime.
   */
  publishTime?: number;
  /** where the one sync line goes (default console.info) */
  log?: (line: string) => void;
}

/** The items published at `publishTime`, and how many of the others are left out for which reason. */
function publishedAt(
  items: readonly NewsSource[],
  publishTime: number,
  everything = false,
): { published: NewsSource[]; notPublished: NotPublished } {
  const published: NewsSource[] = [];
  const notPublished: NotPublished = { draft: 0, scheduled: 0, expired: 0 };
  for (const item of items) {
    const state = publicationState(item.frontMatter, publishTime);
    if (state === 'published' || everything) published.push(item);
    else notPublished[state] += 1;
  }
  return { published, notPublished };
}

/**
 * Reads and validates every news file before anything is written to the database (a broken one throws
 * a NewsContentError and leaves the file byte-for-byte as it was), then switches the database to WAL,
 * applies pending migrations and syncs the news published at the publish time into it in one
 * transaction (drafts, items before their publishAt and from their unpublishAt on are left out, and
 * removed if stored). Files whose content hash the database already holds are not parsed again.
 */
export function openNewsDatabase(options: OpenNewsOptions): {
  db: Db;
  sync: NewsSyncResult;
  notPublished: NotPublished;
} {
  const staticDir = options.staticDir ?? STATIC_DIR;
  const publishTime = options.publishTime ?? Date.now();
  const read = (known?: ReadonlyMap<string, NewsFrontMatter>) =>
    publishedAt(readNewsDir(options.newsDir, { staticDir, known }), publishTime, options.everything);
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
      sync = syncNews(d, items!.published, {
        render: (body) => renderNewsBody(body, { staticDir }),
        onSynced: (tx, changes) => {
          // the search index moves with the news table, in the same transaction
          const { rebuilt } = ensureSearchIndex(tx);
          if (rebuilt !== 'full') refreshNewsSearch(tx, changes);
          options.onSynced?.(tx, changes);
        },
      });
    },
  });
  (options.log ?? console.info)(formatSyncLine(sync!, items!.notPublished));
  return { db, sync: sync!, notPublished: items!.notPublished };
}

type Reader = { db: Db; news: NewsRepository; search: SearchService };

let instance: Reader | null = null;
/**
 * Set once the server's start-up has opened, migrated and synced the database (and closed it). On the
 * process, not the module: Next bundles instrumentation.ts apart from the route handlers.
 */
const PREPARED = Symbol.for('scuid.database.prepared');
const processState = globalThis as unknown as Record<symbol, boolean | undefined>;
const isPrepared = () => processState[PREPARED] === true;

/** The database cannot be read: the API answers 503 until it can again. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * The database of the environment's settings, synced with its news files. The editor's preview shows
 * drafts and scheduled items too, and finds images where the editor writes them (EDIT_DIR).
 */
function openFromEnv() {
  const { dataDir, newsDir, publishTime, editor } = serverEnv();
  const staticDir = editor ? join(readSettings().editor.dir, 'public', 'static') : STATIC_DIR;
  return openNewsDatabase({ dataDir, newsDir, publishTime, everything: editor, staticDir });
}

/**
 * The server's start-up (instrumentation.ts): opens the database of DATA_DIR, applies migrations and
 * syncs the news files published at SCUID_PUBLISH_TIME into it, then closes it; serving opens its own
 * read connection on first use. Throws DatabaseStartupError, NewsContentError or ConfigError. Returns the number of news items.
 */
export function prepareDatabase(): { file: string; news: number } {
  const { db } = openFromEnv();
  const news = (db.prepare('SELECT count(*) AS n FROM news').get() as { n: number }).n;
  const file = db.name;
  db.close();
  instance = null;
  processState[PREPARED] = true;
  return { file, news };
}

/** A query-only connection to the prepared database, or DatabaseUnavailableError. */
function openReader(dataDir: string): Reader {
  const file = join(dataDir, DB_FILE);
  let db: Db | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    db.pragma('query_only = ON');
    db.prepare('SELECT news_id FROM news LIMIT 1').get(); // the file is a database with our schema
    return { db, news: newsRepository(db), search: searchService(db) };
  } catch (error) {
    db?.close();
    throw new DatabaseUnavailableError(`The database ${file} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * The database of DATA_DIR for reading. In the server (after prepareDatabase) a query-only connection,
 * opened on first use and again after a failure (databaseFailed); anywhere else (build workers,
 * scripts, tests) opened, migrated and synced with the news files of NEWS_DIR (those published at
 * SCUID_PUBLISH_TIME) on the first call in the process. Throws DatabaseUnavailableError, DatabaseStartupError, NewsContentError or ConfigError.
 */
export function database(): Reader {
  if (!instance) {
    if (isPrepared()) {
      instance = openReader(serverEnv().dataDir);
    } else {
      const { db } = openFromEnv();
      instance = { db, news: newsRepository(db), search: searchService(db) };
    }
  }
  return instance;
}

/** After a read failed: drop the connection, so the next request opens the database again. */
export function databaseFailed(): void {
  if (!isPrepared() || !instance) return;
  try {
    instance.db.close();
  } catch {
    /* already unusable */
  }
  instance = null;
}

/** The editor's dev server, after a save: the news files synced again, for its preview. */
export function resyncForPreview(): void {
  prepareDatabase();
}
