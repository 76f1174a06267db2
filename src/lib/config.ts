import { z } from 'zod';

/** App version shown in the start-up log and stored with persisted state (spec section 9). */
export const APP_VERSION = '1.0.5';
/** Path of the static assets (spec section 9). */
export const STATIC_PATH = '/static';
/** REST API path under the API host (spec section 7). */
export const REST_PATH = '/scuid-fe-api';
/** GraphQL endpoint path (spec section 7). */
export const GRAPHQL_PATH = '/graphql';

/** The environment variables this app reads, with what each one means (also in README and .env.example). */
export const CONFIG_VARIABLES = {
  BASE_PATH: 'URL path the site is served under, e.g. /dept (empty: the root). Baked in at build time.',
  ASSET_URL: 'Prefix of image and static asset URLs (default: {BASE_PATH}/static). A path or an http(s) URL.',
  API_HOST: 'Origin or path of the content API; REST is {API_HOST}/scuid-fe-api (default: {BASE_PATH}).',
  SITE_CODE: 'Site code (default scuid); also names the persisted browser state persist:{SITE_CODE}.',
  ENV_NAME: 'Environment name, e.g. local, dev, uat, prod (default local).',
  SITE_ENV: 'Site environment, e.g. demo, staging, production (default demo).',
} as const;

export type ConfigVariable = keyof typeof CONFIG_VARIABLES;

const basePath = z
  .string()
  .trim()
  .regex(
    /^(\/[A-Za-z0-9._~-]+)*$/,
    'must be empty or a path like /dept: starting with "/", no trailing "/", no spaces or query',
  );

const urlOrPath = z
  .string()
  .trim()
  .refine((v) => /^\/[^\s?#]*$/.test(v) || /^https?:\/\/[^\s/?#]+[^\s?#]*$/.test(v), {
    message: 'must be a path starting with "/" or an http(s) URL, without spaces, query or hash',
  });

const slug = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be 1-32 lower-case letters, digits or "-", starting with a letter');

const schema = z.object({
  BASE_PATH: basePath.default(''),
  ASSET_URL: urlOrPath.optional(),
  API_HOST: urlOrPath.optional(),
  SITE_CODE: slug.default('scuid'),
  ENV_NAME: slug.default('local'),
  SITE_ENV: slug.default('demo'),
});

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
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

export type ConfigSource = Readonly<Partial<Record<ConfigVariable, string | undefined>>> & Readonly<Record<string, string | undefined>>;

/** Treats empty strings as "not set" for the optional prefixes, so `ASSET_URL=` means the default. */
function clean(env: ConfigSource): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(CONFIG_VARIABLES) as ConfigVariable[]) {
    const v = env[key];
    out[key] = v === undefined || (v.trim() === '' && key !== 'BASE_PATH') ? undefined : v;
  }
  return out;
}

const stripTrailingSlash = (s: string) => s.replace(/\/+$/, '');

/** Validates the environment. Throws a ConfigError naming the first bad variable. */
export function parseConfig(env: ConfigSource): AppConfig {
  const result = schema.safeParse(clean(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const v = result.data;
  const apiHost = stripTrailingSlash(v.API_HOST ?? v.BASE_PATH);
  return {
    version: APP_VERSION,
    basePath: v.BASE_PATH,
    assetUrl: stripTrailingSlash(v.ASSET_URL ?? `${v.BASE_PATH}${STATIC_PATH}`),
    apiHost,
    restBase: `${apiHost}${REST_PATH}`,
    graphqlUrl: `${apiHost}${GRAPHQL_PATH}`,
    siteCode: v.SITE_CODE,
    envName: v.ENV_NAME,
    siteEnv: v.SITE_ENV,
  };
}

/**
 * The running app's configuration. Each variable is referenced by its full name so that Next inlines
 * the values (validated in next.config.ts) into the browser bundle at build time.
 */
export const config: AppConfig = parseConfig({
  BASE_PATH: process.env.BASE_PATH,
  ASSET_URL: process.env.ASSET_URL,
  API_HOST: process.env.API_HOST,
  SITE_CODE: process.env.SITE_CODE,
  ENV_NAME: process.env.ENV_NAME,
  SITE_ENV: process.env.SITE_ENV,
});
