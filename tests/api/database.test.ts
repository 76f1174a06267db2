// @vitest-environment node
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, DatabaseStartupError, migrate, openDatabase, readMigrations } from '@/server/db';
import { item, MIGRATIONS, openTestDatabase, standardContent, tempDir, writeNewsContent } from './fixtures';

const dirs: (() => void)[] = [];
const fresh = () => {
  const t = tempDir();
  dirs.push(t.cleanup);
  return t.dir;
};
afterEach(() => dirs.splice(0).forEach((c) => c()));

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('opening the database', () => {
  it('creates the data directory and file, in WAL mode, migrated and synced with the news files', () => {
    const dir = join(fresh(), 'nested', 'data');
    const lines: string[] = [];
    const { db } = openTestDatabase(dir, standardContent(fresh()), lines);
    expect(existsSync(join(dir, DB_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(count(db, 'schema_migrations')).toBe(readMigrations(MIGRATIONS).length);
    expect(count(db, 'news_category')).toBe(12);
    expect(count(db, 'news')).toBe(28);
    expect(lines).toEqual(['[db] news: +28 ~0 -0 (28 items)']);
    db.close();
  });

  it('changes nothing when run twice: no migration re-applied, no news item written again', () => {
    const dir = fresh();
    const content = standardContent(fresh());
    const lines: string[] = [];
    const first = openTestDatabase(dir, content, lines).db;
    const before = first.prepare('SELECT * FROM schema_migrations').all();
    const rows = first.prepare('SELECT * FROM news ORDER BY news_id').all();
    first.close();
    const second = openTestDatabase(dir, content, lines).db;
    expect(second.prepare('SELECT * FROM schema_migrations').all()).toEqual(before);
    expect(second.prepare('SELECT * FROM news ORDER BY news_id').all()).toEqual(rows);
    expect(lines[1]).toBe('[db] news: +0 ~0 -0 (28 items)');
    expect(migrate(second, readMigrations(MIGRATIONS))).toEqual([]);
    second.close();
  });

  it('stops on a failed migration and leaves the database as it was', () => {
    const dir = fresh();
    const migrations = join(fresh(), 'migrations');
    mkdirSync(migrations);
    cpSync(join(MIGRATIONS, '001_news.sql'), join(migrations, '001_news.sql'));
    openDatabase({ dataDir: dir, migrationsDir: migrations }).close();

    writeFileSync(join(migrations, '002_more.sql'), 'CREATE TABLE extra (id INTEGER);');
    writeFileSync(
      join(migrations, '003_broken.sql'),
      'CREATE TABLE broken (id INTEGER);\nALTER TABLE nowhere ADD COLUMN x TEXT;',
    );
    let error: unknown;
    try {
      openDatabase({ dataDir: dir, migrationsDir: migrations });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as Error).message).toMatch(
      /^Migration 003_broken\.sql failed: no such table: nowhere\. No migration of this start was applied/,
    );

    // read it without running migrations: still at 001, none of 002 or 003 applied
    const db = new Database(join(dir, DB_FILE), { readonly: true });
    expect(db.prepare('SELECT name FROM schema_migrations').all()).toEqual([{ name: '001_news.sql' }]);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).not.toContain('extra');
    expect(tables).not.toContain('broken');
    db.close();
  });

  it('refuses a file that is not a SQLite database and never changes it', () => {
    const dir = fresh();
    const file = join(dir, DB_FILE);
    writeFileSync(file, 'this is not a database, just some text that someone put here\n'.repeat(40));
    const before = sha(file);
    expect(() => openDatabase({ dataDir: dir, migrationsDir: MIGRATIONS })).toThrow(
      /is not a SQLite database .*left untouched/,
    );
    expect(sha(file)).toBe(before);
  });

  it('refuses a SQLite file whose pages are corrupt and never changes it', () => {
    const dir = fresh();
    const content = writeNewsContent(
      fresh(),
      Array.from({ length: 60 }, (_, i) => item(101 + i, '2024-01-01', `${'x'.repeat(2000)}\n`)),
    );
    const { db } = openTestDatabase(dir, content);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
    db.close();
    const file = join(dir, DB_FILE);
    const bytes = readFileSync(file);
    // keep the 100-byte header, scramble the b-tree pages
    for (let i = 4096; i < bytes.length; i += 7) bytes[i] = (bytes[i]! * 31 + 17) & 0xff;
    writeFileSync(file, bytes);
    const before = sha(file);
    expect(() => openDatabase({ dataDir: dir, migrationsDir: MIGRATIONS })).toThrow(DatabaseStartupError);
    expect(sha(file)).toBe(before);
    expect(existsSync(file)).toBe(true);
  });

  it('refuses a path that is a folder', () => {
    const dir = fresh();
    mkdirSync(join(dir, DB_FILE));
    expect(() => openDatabase({ dataDir: dir, migrationsDir: MIGRATIONS })).toThrow(/is not a file/);
  });

  it('refuses a data directory that cannot be created', () => {
    const blocker = join(fresh(), 'file');
    writeFileSync(blocker, 'x');
    expect(() => openDatabase({ dataDir: join(blocker, 'data'), migrationsDir: MIGRATIONS })).toThrow(
      /cannot be created/,
    );
  });

  it('refuses two migrations with one number', () => {
    const migrations = fresh();
    writeFileSync(join(migrations, '001_a.sql'), 'SELECT 1;');
    writeFileSync(join(migrations, '001_b.sql'), 'SELECT 1;');
    expect(() => readMigrations(migrations)).toThrow(/share number 1/);
  });
});
