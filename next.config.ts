import type { NextConfig } from 'next';
// @ts-expect-error plain ESM script without types
import { buildIdOf, buildInputs } from './serve/buildStamp.mjs';
import { headerSettings, nextHeaders } from './src/config/headers.ts';
import { bakedEnv, exitOnConfigError, readSettings } from './src/config/settings.ts';
import { listRewrites } from './src/features/news/listRewrites';
import { directoryRewrites, profileRewrites, readFieldKeys } from './src/features/people/directoryRewrites';

// A bad value stops build, dev server and start-up with a message naming the variable.
const settings = exitOnConfigError(() => readSettings(process.env));
const baked = bakedEnv(settings);

const nextConfig: NextConfig = {
  basePath: settings.app.basePath,
  // A second build (e.g. the base-path build of the browser tests) can live beside the default one.
  distDir: settings.distDir,
  poweredByHeader: false,
  // the same for every build of the same code and department content (serve/buildStamp.mjs)
  generateBuildId: () => buildIdOf(buildInputs(process.cwd())) as string,
  // The content editor's routes (pages/keystatic, app/api/keystatic, app/keystatic-preview) are the only
  // .js/.jsx route files: only npm run edit's dev server (SCUID_EDITOR=1) compiles them, so no production
  // build has an editor route to answer.
  pageExtensions: settings.editor.on ? ['tsx', 'ts', 'jsx', 'js'] : ['tsx', 'ts'],
  ...(settings.editor.on && settings.editor.proxyHost ? { allowedDevOrigins: [settings.editor.proxyHost] } : {}),
  // serve/server.mjs compresses (Brotli, best copies of prerendered pages kept): see serve/compress.mjs
  compress: false,
  // The browser tests' builds (scripts/e2e.mjs) skip Next's own type check: `npm test` has just run
  // `npm run typecheck` (the same tsc, the same tsconfig). Every other build checks.
  typescript: { ignoreBuildErrors: settings.skipBuildTypecheck },
  reactStrictMode: true,
  // `{screen}?page=n` served from the list pages (whatever the number: the rules do not count the news); the
  // directory's `?rank=…&field=…&q=…` from its filtered views (the research fields read from the content)
  async rewrites() {
    return {
      beforeFiles: [...listRewrites(), ...directoryRewrites({ fields: readFieldKeys() }), ...profileRewrites()],
    };
  },
  experimental: {
    // A page the build did not prerender (a keyword view of the directory, a deep list page, an older news item)
    // is rendered when first asked for and kept in Next's memory cache (LRU, cacheMaxMemorySize), never written
    // into the build's folder: any text or number can be asked for, and the disk must not fill with them
    // (docs/DECISIONS.md).
    isrFlushToDisk: false,
  },
  // The page-independent headers, so that `next start` (or any host running Next) sends them too;
  // compiled at build from the baked values, as serve/server.mjs computes its own from them.
  async headers() {
    return nextHeaders(headerSettings(baked));
  },
  // Baked into the build: inlined into server and browser bundles (src/config/appConfig.ts) and kept in
  // required-server-files.json, where the production server reads them.
  env: baked,
};

export default nextConfig;
