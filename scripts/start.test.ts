// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dist = mkdtempSync(join(tmpdir(), 'scuid-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/start.mjs', '--build'], {
    env: { ...process.env, NEXT_DIST_DIR: join('..', '..', dist), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start refuses bad configuration', () => {
  it('stops with a message naming a bad build-time variable', () => {
    const r = start({ BASE_PATH: 'dept/' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration: BASE_PATH must');
  });

  it('stops with a message naming a bad CORS_ORIGINS (baked in like the other build-time values)', () => {
    const r = start({ CORS_ORIGINS: 'https://partner.example.edu,*' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration: CORS_ORIGINS must');
  });

  it('stops with a message naming a bad PORT', () => {
    const r = start({ PORT: 'eighty' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration: PORT must');
  });
}, 90_000);
