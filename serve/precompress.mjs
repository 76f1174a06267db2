#!/usr/bin/env node
/**
 * After `next build`: Brotli (quality 11) and gzip (level 9) copies of the build's static assets
 * (_next/static) and of public/static, under {distDir}/precompressed/, for serve/server.mjs to send to
 * browsers that accept them. Compressing once at build beats compressing on every request (Next's own
 * compression is gzip at run time) and Brotli is about 15 % smaller than gzip on our scripts.
 * Run by serve/postbuild.mjs.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { distFolder, staticFolder } from './nextOutput.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map', '.ico', '.webmanifest']);

function* walk(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes {out}/{rel}.br and .gz for each compressible file of `from`; returns [files, raw bytes, br bytes].
 * The compressions run on libuv's threads, as many at once as there are cores (one after the other on the
 * main thread, Brotli 11 took 16 s a build on two cores).
 */
async function compressTree(from, out) {
  let files = 0;
  let raw = 0;
  let br = 0;
  const queue = [...walk(from)].filter((file) => COMPRESSIBLE.has(extname(file)));
  const one = async (file) => {
    const body = readFileSync(file);
    if (body.length < 256) return; // not worth a round of negotiation
    const target = join(out, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    const [b, g] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzip(body, { level: 9 }),
    ]);
    if (b.length < body.length) writeFileSync(`${target}.br`, b);
    if (g.length < body.length) writeFileSync(`${target}.gz`, g);
    files += 1;
    raw += body.length;
    br += Math.min(b.length, body.length);
  };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return [files, raw, br];
}

export async function precompress(root, distDir) {
  const dist = distFolder(root, distDir);
  const out = join(dist, 'precompressed');
  const a = await compressTree(staticFolder(dist), join(out, '_next', 'static'));
  const b = await compressTree(join(root, 'public', 'static'), join(out, 'public', 'static'));
  return { files: a[0] + b[0], raw: a[1] + b[1], br: a[2] + b[2] };
}
