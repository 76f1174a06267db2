import type { NextConfig } from 'next';
import { listRewrites, readListTotals } from './src/features/news/listRewrites';
import { ConfigError, parseConfig } from './src/lib/config';

function loadConfig() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // A bad value stops build and start-up with a message naming the variable.
      console.error(`\n${error.message}\nSee README.md "Configuration" and .env.example.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const app = loadConfig();

const nextConfig: NextConfig = {
  basePath: app.basePath,
  // A second build (e.g. the base-path build of the browser tests) can live beside the default one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // serve/server.mjs compresses (Brotli, best copies of prerendered pages kept): see serve/compress.mjs
  compress: false,
  // The browser tests' builds (scripts/e2e.mjs) skip Next's own type check: `npm test` has just run
  // `npm run typecheck` (the same tsc, the same tsconfig). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.SCUID_SKIP_BUILD_TYPECHECK === '1' },
  reactStrictMode: true,
  // `{screen}?page=n` served from the prerendered list pages, counted at build from the news content
  async rewrites() {
    return { beforeFiles: listRewrites(readListTotals()) };
  },
  // Inlined into server and browser bundles; validated above.
  env: {
    BASE_PATH: app.basePath,
    ASSET_URL: app.assetUrl,
    API_HOST: app.apiHost,
    SITE_CODE: app.siteCode,
    ENV_NAME: app.envName,
    SITE_ENV: app.siteEnv,
    SITE_URL: app.siteUrl,
  },
};

export default nextConfig;
