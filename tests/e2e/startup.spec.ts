import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { liveBuildEnv } from '../support/liveBuild';

const root = join(import.meta.dirname, '..', '..');
/** A port of our own, beside the test servers' (E2E_PORT + 99: 3199 by default). */
const PORT = Number(process.env.E2E_PORT || 3100) + 99;

test('a DATA_DIR whose scuid.sqlite is not a SQLite database stops start-up, non-zero, file untouched', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'scuid-e2e-startup-'));
  const file = join(dataDir, 'scuid.sqlite');
  const junk = Buffer.concat([Buffer.from('this is not a database\n', 'utf8'), randomBytes(8192)]);
  writeFileSync(file, junk);

  // the default site's live build, whatever the environment of the test run says
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  Object.assign(env, liveBuildEnv());
  delete env.BASE_PATH;
  delete env.PORT;

  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));

  try {
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'timeout'>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), 60_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });
    expect(exit, `the server should stop by itself within 60 s; its output:\n${output}`).not.toBe('timeout');
    if (exit === 'timeout') return;
    expect(exit.signal, `output:\n${output}`).toBeNull();
    expect(exit.code, `exit code; output:\n${output}`).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(output).toContain('start-up stopped');
    expect(output).toContain('is not a SQLite database');
    // the file was left exactly as it was, and nothing was added beside it
    expect(readFileSync(file).equals(junk), 'the file bytes are unchanged').toBe(true);
    expect(readdirSync(dataDir)).toEqual(['scuid.sqlite']);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
