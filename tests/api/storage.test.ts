// @vitest-environment node
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageProblem } from '@/server/db';
import { tempDir } from './fixtures';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

describe('storage failures at start-up are named', () => {
  it('a full disk (SQLite runs out of pages inside a transaction, which rolls back)', () => {
    const db = new Database(join(tmp.dir, 'full.sqlite'));
    db.exec('CREATE TABLE t (x TEXT)');
    const before = db.prepare('SELECT count(*) AS n FROM t').get();
    db.pragma('max_page_count = 3');
    let error: unknown;
    try {
      db.transaction(() => {
        for (let i = 0; i < 1000; i += 1) db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(1000));
      })();
    } catch (e) {
      error = e;
    }
    expect((error as { code: string }).code).toBe('SQLITE_FULL');
    expect(storageProblem(error, '/data/scuid.sqlite')).toMatch(
      /^The disk holding \/data\/scuid\.sqlite is full.*Nothing was changed/,
    );
    expect(db.prepare('SELECT count(*) AS n FROM t').get(), 'the transaction was rolled back').toEqual(before);
    db.close();
  });

  it('a read-only data folder', () => {
    expect(
      storageProblem(
        Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }),
        '/data',
      ),
    ).toMatch(/read-only.*make DATA_DIR writable/);
    expect(
      storageProblem(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }), '/data'),
    ).toMatch(/read-only/);
  });

  it('anything else is left to the caller', () => {
    expect(storageProblem(new Error('file is not a database'), '/data')).toBeNull();
  });
});
