// @vitest-environment node
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '@/server/db';
import { MIGRATIONS, standardContent, tempDir } from './fixtures';

const tmp = tempDir('scuid-concurrent-');
afterAll(() => tmp.cleanup());

/** Runs a script in its own Node process (like one build worker); resolves with its exit code and output. */
function run(script: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'), script], {
      env: { ...process.env, NODE_OPTIONS: '--conditions=react-server' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => done({ code, out }));
  });
}

describe('several processes opening one new database at once (the build workers)', () => {
  it('migrate and sync it once; the others find nothing to do', async () => {
    const content = standardContent(tmp.dir);
    const dataDir = join(tmp.dir, 'data');
    const script = join(tmp.dir, 'open.ts');
    // all start at the same moment, after their (uneven) start-up
    const at = Date.now() + 6000;
    writeFileSync(
      script,
      `import { openNewsDatabase } from ${JSON.stringify(join(process.cwd(), 'src', 'server', 'database.ts'))};
while (Date.now() < ${at});
const { db } = openNewsDatabase(${JSON.stringify({ dataDir, ...content, migrationsDir: MIGRATIONS })});
db.close();\n`,
    );
    const results = await Promise.all([run(script), run(script), run(script)]);
    for (const r of results) expect(r.code, r.out).toBe(0);
    const lines = results.map((r) => r.out.match(/\[db\] news: .*/)?.[0]).sort();
    expect(lines).toEqual([
      '[db] news: +0 ~0 -0 (28 items)',
      '[db] news: +0 ~0 -0 (28 items)',
      '[db] news: +28 ~0 -0 (28 items)',
    ]);
    const db = new Database(join(dataDir, DB_FILE), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({
      n: readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).length,
    });
    expect(db.prepare('SELECT count(*) AS n FROM news').get()).toEqual({ n: 28 });
    db.close();
  }, 60_000);
});
