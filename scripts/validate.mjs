#!/usr/bin/env node
/**
 * `npm run validate`: the site's output through independent validators (docs/TESTING.md, "Validation").
 *   1. makes the production build current (node scripts/start.mjs --build: builds only when needed),
 *   2. starts it (node scripts/start.mjs on PORT, default 3400, loopback only) and waits until it answers,
 *   3. runs the checks, prints a report per check, stops the server (also on failure or Ctrl-C),
 *   4. exits 1 when any check has a finding.
 *   --only=links,atom   a subset: links, attachments, atom, rss, ical, jsonld, html
 *   --port=3400         the server's port (its control port is the next one)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { checkAttachments } from './validate/attachments.ts';
import { checkAtom, checkRss } from './validate/feeds.ts';
import { checkHtml } from './validate/html.ts';
import { checkIcal } from './validate/ical.ts';
import { checkJsonLd } from './validate/jsonld.ts';
import { checkLinks } from './validate/links.ts';
import { formatResult, formatSummary } from './validate/report.ts';
import { Site } from './validate/site.ts';

const CHECKS = {
  links: checkLinks,
  attachments: checkAttachments,
  atom: checkAtom,
  rss: checkRss,
  ical: checkIcal,
  jsonld: checkJsonLd,
  html: checkHtml,
};

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('only')?.split(',').filter(Boolean) ?? Object.keys(CHECKS);
const unknown = only.filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`validate: unknown check(s) ${unknown.join(', ')}; the checks are ${Object.keys(CHECKS).join(', ')}`);
  process.exit(2);
}
const port = Number(arg('port') ?? 3400);
const started = performance.now();
const seconds = (since) => (performance.now() - since) / 1000;

// the settings the build bakes in (SITE_URL, BASE_PATH), read as npm start reads them
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const settings = exitOnConfigError(() => readSettings(process.env));

const localOrigin = `http://127.0.0.1:${port}`;
// something already answering there would be checked instead of this build
const inUse = await fetch(`${localOrigin}/`).catch(() => null);
if (inUse) {
  console.error(`validate: port ${port} is in use; stop what runs there or choose another with --port=N`);
  process.exit(1);
}

console.log('validate: making the production build current (node scripts/start.mjs --build)');
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('validate: the build failed; nothing was checked');
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), CONTROL_PORT: String(port + 1), HOSTNAME: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
let running = true;
exited.then(() => (running = false));

async function stopServer() {
  if (!running) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
const tmp = mkdtempSync(join(tmpdir(), 'scuid-validate-'));
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\nvalidate: ${signal}: stopping the server; nothing more is checked`);
    stopServer().finally(() => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

let exitCode = 1;
try {
  const home = `${localOrigin}${settings.app.basePath}/`;
  const waitStarted = performance.now();
  for (;;) {
    if (!running) throw new Error(`the server stopped before it answered:\n${serverLog}`);
    const answer = await fetch(home).catch(() => undefined);
    if (answer?.ok) break;
    if (seconds(waitStarted) > 180) throw new Error(`the server did not answer ${home} within 180 s:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`validate: the site answers at ${home} (SITE_URL ${settings.app.siteUrl} is checked there)`);

  const site = new Site({
    localOrigin,
    publicOrigin: new URL(settings.app.siteUrl).origin,
    basePath: settings.app.basePath,
    tmp,
  });
  const results = [];
  for (const name of only) {
    const t = performance.now();
    let result;
    try {
      result = await CHECKS[name](site);
    } catch (error) {
      // a check that could not run (a tool missing, the server gone) fails with the reason
      const reason = error instanceof Error ? error.message : String(error);
      result = { name, title: 'could not run', tools: '-', checked: [], findings: [{ url: home, message: reason }] };
    }
    if (interrupted) await new Promise(() => {}); // the signal handler exits
    result.seconds = seconds(t);
    results.push(result);
    console.log(formatResult(result));
  }
  console.log(formatSummary(results, seconds(started)));
  exitCode = results.some((r) => r.findings.length > 0) ? 1 : 0;
} catch (error) {
  console.error(`validate: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopServer();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
