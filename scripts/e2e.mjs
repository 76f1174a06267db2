#!/usr/bin/env node
/**
 * `npm run test:e2e`: browser tests against the production builds, in Debian's Chromium.
 * Stops with instructions when no Chromium is installed (it never skips silently), builds the default
 * and the base-path (/dept, from the publishing fixture) apps when they are not current, then runs Playwright.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, rmSync } from 'node:fs';
import { BASE_PATH_ENV, makePublishFixture } from '../tests/support/publishFixture.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `\nBrowser tests need Chromium, and none was found at ${chromium}.\n` +
      "Install Debian's Chromium:   sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.\n',
  );
  process.exit(1);
}

const run = (args, env = {}) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// fresh databases: the servers create, migrate and sync them on start
rmSync('.e2e-data', { recursive: true, force: true });

// the base-path site is built from the publishing fixture: the demo news with a file added, one edited
// and one deleted, built like `npm start` builds after an editor's change (tests/e2e/publish.spec.ts)
makePublishFixture(process.cwd());
// `npm test` has just run the type check: the builds skip Next's copy of it (next.config.ts). (Side by
// side, the two builds took as long as one after the other on 2 cores.)
process.env.SCUID_SKIP_BUILD_TYPECHECK = '1';
run(['scripts/start.mjs', '--build']);
run(['scripts/start.mjs', '--build'], BASE_PATH_ENV);
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
