#!/usr/bin/env node
/**
 * `npm start`: serves the site on PORT (default 3000) and publishes every change without downtime
 * (serve/supervisor.ts): the live build serves while a new one is built beside it, checked and switched
 * to. With no build yet, or one made for another Node or other dependencies, it builds first.
 *   node scripts/start.mjs               serve, watch the content, keep the schedule
 *   node scripts/start.mjs --build       only make the live build current, then exit (the test runner)
 *   node scripts/start.mjs --serve-only  serve the build the publisher (an npm start sharing the builds
 *                                        folder) names, and switch when it names another: more servers
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { exitOnConfigError, readSettings, siteUrlWarning } from '../src/config/settings.ts';
import { Supervisor } from '../serve/supervisor.ts';
import { unsupportedNode } from './runtime.ts';

if (cluster.isWorker) throw new Error('scripts/start.mjs is the supervisor; its workers run serve/server.mjs');

const unsupported = unsupportedNode();
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
// the same .env files Next reads, so the builds see the values they bake in
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

// every variable, before anything is built or served: a bad one stops here, named
const settings = exitOnConfigError(() => readSettings(process.env));
const warning = siteUrlWarning(process.env);
if (warning) {
  const rule = '!'.repeat(72);
  console.warn(`\n${rule}\n${warning.replace(/^/gm, '! ')}\n${rule}\n`);
}
const supervisor = new Supervisor({ root, env: { ...process.env }, settings, controlPort: settings.controlPort });

if (process.argv.includes('--build')) {
  const outcome = await supervisor.buildOnly();
  process.exit(outcome.outcome === 'failed' || outcome.outcome === 'cancelled' ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    supervisor.stop(signal).then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
try {
  if (process.argv.includes('--serve-only')) await supervisor.follow();
  else await supervisor.start();
} catch (error) {
  console.error(`\n[start] ${error instanceof Error ? error.message : error}\n`);
  await supervisor.stop('start-up failed');
  process.exit(1);
}
