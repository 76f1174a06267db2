#!/usr/bin/env node
/**
 * `npm run lint:cycles`: no module of ours may reach itself again through its imports (type-only and
 * dynamic imports count too). madge reads the import graph once, in about 3 s; ESLint's import/no-cycle
 * walked it again from every file and took 28 of ESLint's 43 s.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));

const graphOf = (paths) =>
  madge(paths, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs'],
    tsConfig: join(root, 'tsconfig.json'),
  });

/** Every import cycle among the files under `paths`, each as the list of its files (relative to the project). */
export async function findCycles(paths) {
  return (await graphOf(paths)).circular();
}

/**
 * Imports of `scripts/` from `serve/` (tests aside): the server and its publishing are what `scripts/` runs, so
 * the dependency goes one way, and a cycle between the two folders cannot start.
 */
export async function serveImportsOfScripts() {
  const graph = (await graphOf(['serve', 'scripts'])).obj();
  return Object.entries(graph).flatMap(([file, deps]) =>
    file.startsWith('serve/') && !/\.test\.m?tsx?$/.test(file)
      ? deps.filter((dep) => dep.startsWith('scripts/')).map((dep) => `${file} -> ${dep}`)
      : [],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = await findCycles(['src', 'app', 'serve', 'scripts']);
  const upward = await serveImportsOfScripts();
  if (cycles.length || upward.length) {
    if (cycles.length) console.error(`${cycles.length} import cycle(s):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
    if (upward.length) console.error('serve/ imports scripts/ (scripts/ runs serve/, not the other way):');
    for (const edge of upward) console.error(`  ${edge}`);
    process.exit(1);
  }
  console.info('no import cycles in src/, app/, serve/ and scripts/; serve/ imports nothing of scripts/');
}
