import 'server-only';
import Database from 'better-sqlite3';
import {
  closeSync,
  constants,
  accessSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

export const DB_FILE = 'scuid.sqlite';
const SQLITE_HEADER = 'SQLite format 3\0';

/** A reason the database cannot be used; start-up stops with its message and never touches the file. */
export class DatabaseStartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartupError';
  }
}

/**
 * A full disk or a read-only data folder, named as such for whoever starts the server. The transaction that hit
 * it was rolled back, so nothing is lost.
 */
export function storageProblem(error: unknown, place: string): string | null {
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || /disk is full|no space left/i.test(message)) {
    return `The disk holding ${place} is full: the database could not be updated. Nothing was changed; free some space and start again.`;
  }
  if (
    code.startsWith('SQLITE_READONLY') ||
    code === 'EROFS' ||
    code === 'EACCES' ||
    /readonly|read-only/i.test(message)
  ) {
    return `The data folder of ${place} is read-only: the database could not be updated. Nothing was changed; make DATA_DIR writable and start again.`;
  }
  return null;
}

/** Refuses a file that exists but cannot be read and written, or is not a SQLite database. */
function checkExistingFile(file: string): void {
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new DatabaseStartupError(
      `Database file ${file} cannot be read and written (check its permissions). It was left untouched.`,
    );
  }
  const stat = statSync(file);
  if (!stat.isFile()) throw new DatabaseStartupError(`Database path ${file} is not a file. It was left untouched.`);
  if (stat.size === 0) return; // an empty file is a new database to SQLite
  const header = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) {
    throw new DatabaseStartupError(
      `Database file ${file} is not a SQLite database (corrupt or foreign file). It was left untouched; move it away or fix DATA_DIR.`,
    );
  }
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** 001_name.sql, 002_... in order. */
export function readMigrations(dir: string): Migration[] {
  const files = readdirSync(dir).filter((f) => /^\d+_[\w-]+\.sql$/.test(f));
  const migrations = files.map((name) => ({
    version: Number(name.split('_')[0]),
    name,
    sql: readFileSync(join(dir, name), 'utf8'),
  }));
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new DatabaseStartupError(
        `Two migrations share number ${migrations[i]!.version}: ${migrations[i - 1]!.name}, ${migrations[i]!.name}.`,
      );
    }
  }
  return migrations;
}

/** All pending migrations run in one outer transaction: a failing migration leaves the database as it was. */
export function migrate(db: Db, migrations: Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const appliedVersions = db.prepare('SELECT version FROM schema_migrations');
  const pendingOf = () => {
    const applied = new Set((appliedVersions.all() as { version: number }[]).map((r) => r.version));
    return migrations.filter((m) => !applied.has(m.version));
  };
  if (pendingOf().length === 0) return [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const done: string[] = [];
  // IMMEDIATE, and the pending list read again under the lock: processes opening one new database at
  // once (the build's page workers) apply each migration once
  const runAll = db.transaction(() => {
    for (const m of pendingOf()) {
      try {
        db.transaction(() => {
          db.exec(m.sql);
          record.run(m.version, m.name);
        })();
      } catch (error) {
        throw new DatabaseStartupError(
          `Migration ${m.name} failed: ${(error as Error).message}. No migration of this start was applied; the database is as it was.`,
        );
      }
      done.push(m.name);
    }
  });
  runAll.immediate();
  return done;
}

export interface OpenOptions {
  dataDir: string;
  migrationsDir: string;
  /**
   * Runs before anything is written (WAL, migrations), so it may only read; if it throws, the file stays
   * byte-for-byte as it was. The news files are validated here.
   */
  beforeWrite?: (db: Db) => void;
  /** The news sync. Runs after the migrations, outside any transaction: it opens its own. */
  sync?: (db: Db) => void;
}

/** Any problem throws a DatabaseStartupError; the file is never deleted or overwritten. */
export function openDatabase({ dataDir, migrationsDir, beforeWrite, sync }: OpenOptions): Db {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseStartupError(
      storageProblem(error, dataDir) ?? `Data directory ${dataDir} cannot be created: ${(error as Error).message}`,
    );
  }
  const file = join(dataDir, DB_FILE);
  if (existsSync(file)) checkExistingFile(file);

  let db: Db;
  try {
    db = new Database(file);
  } catch (error) {
    throw new DatabaseStartupError(
      storageProblem(error, file) ??
        `Database file ${file} cannot be opened: ${(error as Error).message}. It was left untouched.`,
    );
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
  } catch (error) {
    db.close();
    throw new DatabaseStartupError(
      `Database file ${file} is corrupt (${(error as Error).message}). It was left untouched; restore a backup or move it away.`,
    );
  }
  if (beforeWrite) {
    try {
      db.pragma('busy_timeout = 5000');
      beforeWrite(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, readMigrations(migrationsDir));
    sync?.(db);
  } catch (error) {
    db.close();
    if (error instanceof DatabaseStartupError) throw error;
    throw new DatabaseStartupError(
      storageProblem(error, file) ?? `Database ${file} could not be prepared: ${(error as Error).message}`,
    );
  }
  return db;
}
