#!/usr/bin/env node
/**
 * `npm run publish`: asks the running `npm start` to publish now (it does by itself when files change;
 * this waits for the outcome), prints it and exits 0 when the site is current (published or nothing to
 * publish), 1 when the publication failed (the live site is unchanged; the reasons are printed), 2 when
 * no server answers on CONTROL_PORT.
 *   npm run publish             publish and wait
 *   npm run publish -- --status print the status (JSON) without publishing
 */
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { describeOutcome } from '../serve/supervisor.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { controlPort } = exitOnConfigError(() => readSettings(process.env, root));
const base = `http://127.0.0.1:${controlPort}`;
const statusOnly = process.argv.includes('--status');

let res;
try {
  res = await fetch(`${base}${statusOnly ? '/status' : '/publish'}`, {
    method: statusOnly ? 'GET' : 'POST',
    // a build takes a minute or two on a small machine; a stuck one is the server's to report
    signal: AbortSignal.timeout(30 * 60 * 1000),
  });
} catch (error) {
  console.error(
    `publish: no npm start answers on ${base} (${error.cause?.code ?? error.message}).\n` +
      'Start the site with `npm start` (it publishes every change by itself), or set CONTROL_PORT to its port.',
  );
  process.exit(2);
}
const body = await res.json();
if (statusOnly) {
  console.log(JSON.stringify(body, null, 2));
  process.exit(0);
}
console.log(`publish: ${describeOutcome(body)}`);
process.exit(body.outcome === 'published' || body.outcome === 'unchanged' ? 0 : 1);
