#!/usr/bin/env node
/**
 * `npm start`: serves the production build on PORT (default 3000) with serve/server.mjs, building
 * first (next build, then serve/postbuild.mjs: CSP hashes, precompressed assets) when there is no build or when the build is not
 * current: its stamp (a hash of the sources, the content, the lock file and the build-time
 * configuration) differs from the working tree's.
 *   node scripts/start.mjs            build if needed, then serve
 *   node scripts/start.mjs --build    only build if needed (used by the test runner)
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { buildStamp } from './buildStamp.mjs';
import { unsupportedNode } from './runtime.ts';

const unsupported = unsupportedNode();
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
// the same .env files Next reads, so the stamp sees the values the build will bake in
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

// every variable, before anything is built or served: a bad one stops here, named
const { distDir, port } = exitOnConfigError(() => readSettings(process.env));
const stampFile = join(distDir, 'scuid-build-stamp.txt');

const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stamp = buildStamp(root);
const current =
  existsSync(join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;

if (!current) {
  // the content files are validated first: a broken file stops here, naming file, entry and field
  const check = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content-check.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() },
    },
  );
  if (check.status !== 0) process.exit(check.status ?? 1);
  console.log(`[start] no current build in ${distDir}: building (next build) ...`);
  const result = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error('[start] the build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  const compressed = spawnSync(process.execPath, [join(root, 'serve', 'postbuild.mjs')], {
    stdio: 'inherit',
    env: process.env,
  });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
  writeFileSync(stampFile, stamp);
} else {
  console.log(`[start] the build in ${distDir} is current.`);
}

if (process.argv.includes('--build')) process.exit(0);

const server = spawn(process.execPath, [join(root, 'serve', 'server.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
