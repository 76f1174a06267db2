/**
 * A tiny build folder in the shape `next build` writes it (Next 16, Turbopack; shortened), for the tests
 * of serve/nextOutput.ts and serve/postbuild.mjs: four prerendered pages with their `.meta`, the static
 * files their scripts load, routes-manifest.json with the list rewrites of src/features/news and the
 * directory's of src/features/people, and required-server-files.json. A test changes it (`edit`) to see the check fail as it would on a changed Next.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { paths, SCREENS } from '../../src/domain/paths.ts';
import { listRewrites } from '../../src/features/news/listRewrites.ts';
import { directoryRewrites, profileRewrites, readFieldKeys } from '../../src/features/people/directoryRewrites.ts';
import { bakedEnv, readSettings } from '../../src/config/settings.ts';

/** The prerendered pages: app path and file (relative to the build folder). */
export const FAKE_PAGES = {
  [SCREENS.home]: 'server/app/index.html',
  [SCREENS.news]: 'server/app/news.html',
  [paths.listPage('NEWS', 2)]: 'server/app/lists/NEWS/2.html',
  [paths.listPage('NEWS', 3)]: 'server/app/lists/NEWS/3.html',
} as const;

/** Two pushes of flight data as Next inlines them (JSON, escaped for HTML: no `<` in the text). */
export const fakeFlight = (title: string): [string, string] => [
  JSON.stringify([1, `1:"$Sreact.fragment"\n0:["$","h1",null,{"children":"${title}"}]\n`]).replace(/</g, '\\u003c'),
  JSON.stringify([1, '2:"</script> stays text"\n']).replace(/</g, '\\u003c'),
];

/** A prerendered page as Next writes it: the charset first, Next's scripts (async, one preloaded, the legacy polyfills), flight data. */
export function fakePage(title: string, basePath = ''): string {
  const s = `${basePath}/_next/static/chunks`;
  return [
    '<!DOCTYPE html><html lang="zh-Hant"><head><meta charSet="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<link rel="stylesheet" href="${s}/a.css" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${s}/late.js"/>`,
    `<script src="${s}/main.js" async=""></script><script src="${s}/turbopack-x.js" async=""></script>`,
    `<title>${title}</title><link rel="icon" href="${paths.icon}" sizes="any" type="image/svg+xml"/>`,
    `<script src="${s}/polyfills.js" noModule=""></script></head>`,
    `<body><main><h1>${title}</h1></main>`,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([]);</script>',
    `<script src="${s}/late.js" async=""></script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push(${fakeFlight(title)[0]})</script>`,
    `<script>self.__next_f.push(${fakeFlight(title)[1]})</script></body></html>`,
  ].join('');
}

const fakeMeta = (path: string) =>
  JSON.stringify({
    headers: {
      'x-nextjs-stale-time': '300',
      'x-nextjs-prerender': '1',
      'x-next-cache-tags': `_N_T_/layout,_N_T_${path}`,
    },
    segmentPaths: ['/_tree', '/_full'],
  });

/** The files of the fake build, by path relative to the build folder. */
export function fakeBuildFiles(basePath = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [path, file] of Object.entries(FAKE_PAGES)) {
    files[file] = fakePage(`page ${path}`, basePath);
    files[file.replace(/\.html$/, '.meta')] = fakeMeta(path);
  }
  for (const chunk of ['main.js', 'turbopack-x.js', 'late.js', 'polyfills.js', 'a.css'])
    files[`static/chunks/${chunk}`] = `/* ${chunk} */`;
  // a dynamic import names the chunk it loads; that chunk names one of its own
  files['static/chunks/main.js'] += 'e.l("static/chunks/panel.js");e.l("static/chunks/late.js")';
  files['static/chunks/panel.js'] = '/* panel.js */e.l("static/chunks/schema.js")';
  files['static/chunks/schema.js'] = '/* schema.js */';
  // Next prefixes the base path to a rewrite's source and destination
  const rules = [...listRewrites(), ...directoryRewrites({ fields: readFieldKeys() }), ...profileRewrites()];
  const beforeFiles = rules.map((r) => ({
    ...r,
    source: basePath + r.source,
    destination: basePath + r.destination,
  }));
  files['routes-manifest.json'] = JSON.stringify({
    version: 3,
    pages404: true,
    appType: 'app',
    caseSensitive: false,
    basePath,
    redirects: [{ source: '/:path+/', destination: '/:path+', internal: true, priority: true, statusCode: 308 }],
    headers: [],
    rewrites: { beforeFiles, afterFiles: [], fallback: [] },
    dynamicRoutes: [],
    staticRoutes: [],
  });
  files['required-server-files.json'] = JSON.stringify({
    version: 1,
    config: {
      // what next.config.ts bakes in for these settings
      env: bakedEnv(readSettings({ BASE_PATH: basePath })),
      basePath,
    },
    appDir: '/app',
    files: [],
    ignore: [],
  });
  return files;
}

/**
 * Writes a fake build into a new temporary folder and returns its path. `edit` changes the files first
 * (set a path to null to leave that file out).
 */
export function fakeNextBuild({
  basePath = '',
  edit,
}: { basePath?: string; edit?: (files: Record<string, string | null>) => void } = {}): string {
  const files: Record<string, string | null> = fakeBuildFiles(basePath);
  edit?.(files);
  const dist = mkdtempSync(join(tmpdir(), 'scuid-next-output-'));
  for (const [path, content] of Object.entries(files)) {
    if (content === null) continue;
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}
