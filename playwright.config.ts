import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { BASE_PATH_ENV } from './tests/support/publishFixture.mjs';

/**
 * Browser tests against the production build, in Debian's Chromium (never a downloaded browser).
 * `npm run test:e2e` (scripts/e2e.mjs) checks for Chromium and builds both apps first; the web
 * servers below then only start them.
 *   default:  the site at the root, http://127.0.0.1:3100
 *   dark:     the accessibility specs again on it, the device in dark mode
 *   basepath: the site built with BASE_PATH=/dept from the publishing fixture (a copy of the news with a
 *             file added, edited and deleted: tests/support/publishFixture.mjs), http://127.0.0.1:3101/dept;
 *             basepath.spec.ts and publish.spec.ts run against it (one build serves both checks)
 * Each server is npm start's supervisor: it serves its live build, whose database is part of the build.
 *   publishing: npm start run by tests/e2e/live-publish.spec.ts itself, after the others (it builds, niced)
 *   editor:   npm run edit on a scratch copy of the content (tests/support/editorFixture.mjs),
 *             http://127.0.0.1:3104, first (a dev server compiles as it is used)
 */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
};

/** Ports of the two servers; E2E_PORT / E2E_BASE_PATH_PORT move them (e.g. to run two checkouts side by side). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_BASE_PATH_PORT = Number(process.env.E2E_BASE_PATH_PORT || 3101);
/** The editor's port: beside live-publish's npm start (E2E_PORT + 2) and its control port. */
export const E2E_EDITOR_PORT = E2E_PORT + 4;

/** E2E_DEFAULT_ONLY=1: only the default site and its tests, in both themes (a quicker loop while working on one spec). */
const defaultOnly = process.env.E2E_DEFAULT_ONLY === '1';

const webServers: Extract<PlaywrightTestConfig['webServer'], unknown[]> = [
  {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    env: { PORT: String(E2E_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_BASE_PATH_PORT}/dept/`,
    env: { PORT: String(E2E_BASE_PATH_PORT), ...BASE_PATH_ENV },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'node tests/support/editorFixture.mjs',
    // a file of public/: answered without compiling anything
    url: `http://127.0.0.1:${E2E_EDITOR_PORT}/static/news/1007.svg`,
    env: { EDIT_PORT: String(E2E_EDITOR_PORT), EDIT_HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // a trace is recorded only when a failed test is run again (CI retries once): recording one for every
  // test costs CPU the tests share with the servers on 2 cores (`--trace on` records them all)
  use: { trace: 'on-first-retry', launchOptions },
  projects: (
    [
      {
        // a dev server that compiles as it is used (about 2.5 minutes, mostly its first compile): first, beside
        // the other projects, so that it is not the last thing left
        name: 'editor',
        testMatch: /editor\.spec\.ts$/,
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1440, height: 1000 },
          baseURL: `http://127.0.0.1:${E2E_EDITOR_PORT}`,
          launchOptions,
        },
      },
      {
        name: 'default',
        testIgnore: /(basepath|publish|editor)\.spec\.ts/,
        use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORT}`, launchOptions },
      },
      {
        // the accessibility checks again with the device in dark mode: the same pages in the dark palette
        name: 'dark',
        testMatch: /(^|\/)(a11y|department-a11y)\.spec\.ts$/,
        use: {
          ...devices['Desktop Chrome'],
          colorScheme: 'dark',
          baseURL: `http://127.0.0.1:${E2E_PORT}`,
          launchOptions,
        },
      },
      {
        name: 'basepath',
        testMatch: /(^|\/)(basepath|publish)\.spec\.ts$/,
        use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_BASE_PATH_PORT}/dept/`, launchOptions },
      },
      {
        // npm start publishing while it serves: it builds twice, at low priority (nice) behind what the server
        // answers, so beside the other tests its builds starve; it runs after them
        name: 'publishing',
        testMatch: /live-publish\.spec\.ts$/,
        dependencies: ['default', 'basepath'] as string[],
        use: { ...devices['Desktop Chrome'], launchOptions },
      },
    ] as const
  ).filter((p) => !defaultOnly || p.name === 'default' || p.name === 'dark'),
  webServer: webServers.filter((_, i) => !defaultOnly || i === 0),
});
