/**
 * The browser's view of the configuration: the values the build baked in, which Next inlines here.
 * They were validated by the settings module (src/config/settings.ts, zod) when next.config.ts loaded
 * at build, and derived there with `deriveConfig` below. Browser bundles import this module, so it
 * stays small: no zod, no server variables.
 */

import { API_ROOTS, STATIC_ROOT } from '../domain/paths.ts';

/** App version shown in the start-up log and stored with persisted state. */
export const APP_VERSION = '1.0.5';

export interface AppConfig {
  version: string;
  basePath: string;
  assetUrl: string;
  apiHost: string;
  restBase: string;
  graphqlUrl: string;
  siteCode: string;
  envName: string;
  siteEnv: string;
  /** public origin (no path): absolute URLs are `${siteUrl}${basePath}${path}` */
  siteUrl: string;
}

const stripTrailingSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * The derived configuration from (already validated) variable values; unset ones get the defaults the
 * settings module documents (its test compares the two).
 */
export function deriveConfig(v: {
  BASE_PATH?: string;
  ASSET_URL?: string;
  API_HOST?: string;
  SITE_CODE?: string;
  ENV_NAME?: string;
  SITE_ENV?: string;
  SITE_URL?: string;
}): AppConfig {
  const basePath = v.BASE_PATH ?? '';
  const apiHost = stripTrailingSlash(v.API_HOST || basePath);
  return {
    version: APP_VERSION,
    basePath,
    assetUrl: stripTrailingSlash(v.ASSET_URL || `${basePath}${STATIC_ROOT}`),
    apiHost,
    restBase: `${apiHost}${API_ROOTS.rest}`,
    graphqlUrl: `${apiHost}${API_ROOTS.graphql}`,
    siteCode: v.SITE_CODE || 'scuid',
    envName: v.ENV_NAME || 'local',
    siteEnv: v.SITE_ENV || 'demo',
    siteUrl: stripTrailingSlash(v.SITE_URL || 'http://localhost:3000'),
  };
}

/**
 * Each variable is referenced by its full name so that Next inlines the baked value (next.config.ts
 * `env`). Outside a Next bundle (unit tests) they are unset and the defaults apply.
 */
export const config: AppConfig = deriveConfig({
  BASE_PATH: process.env.BASE_PATH,
  ASSET_URL: process.env.ASSET_URL,
  API_HOST: process.env.API_HOST,
  SITE_CODE: process.env.SITE_CODE,
  ENV_NAME: process.env.ENV_NAME,
  SITE_ENV: process.env.SITE_ENV,
  SITE_URL: process.env.SITE_URL,
});

/** The local storage key of the visitor's persisted state (src/lib/stores/persisted.ts). */
export const persistKey = (siteCode: string = config.siteCode) => `persist:${siteCode}`;
