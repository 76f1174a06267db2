/**
 * The running app's configuration, without a validation library: the values are validated by
 * `parseConfig` (config.ts, zod) in next.config.ts at build and start, and Next inlines them here.
 * Browser bundles import this module, so it stays small.
 */

/** App version shown in the start-up log and stored with persisted state (spec section 9). */
export const APP_VERSION = '1.0.5';
/** Path of the static assets (spec section 9). */
export const STATIC_PATH = '/static';
/** REST API path under the API host (spec section 7). */
export const REST_PATH = '/scuid-fe-api';
/** GraphQL endpoint path (spec section 7). */
export const GRAPHQL_PATH = '/graphql';

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

/** The derived configuration from (already validated) variable values; unset ones get their defaults. */
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
    assetUrl: stripTrailingSlash(v.ASSET_URL || `${basePath}${STATIC_PATH}`),
    apiHost,
    restBase: `${apiHost}${REST_PATH}`,
    graphqlUrl: `${apiHost}${GRAPHQL_PATH}`,
    siteCode: v.SITE_CODE || 'scuid',
    envName: v.ENV_NAME || 'local',
    siteEnv: v.SITE_ENV || 'demo',
    siteUrl: stripTrailingSlash(v.SITE_URL || 'http://localhost:3000'),
  };
}

/** Each variable is referenced by its full name so that Next inlines the validated value at build time. */
export const config: AppConfig = deriveConfig({
  BASE_PATH: process.env.BASE_PATH,
  ASSET_URL: process.env.ASSET_URL,
  API_HOST: process.env.API_HOST,
  SITE_CODE: process.env.SITE_CODE,
  ENV_NAME: process.env.ENV_NAME,
  SITE_ENV: process.env.SITE_ENV,
  SITE_URL: process.env.SITE_URL,
});
