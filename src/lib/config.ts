import { z } from 'zod';
import { deriveConfig, type AppConfig } from './appConfig';

/** The environment variables this app reads, with what each one means (also in README and .env.example). */
export const CONFIG_VARIABLES = {
  BASE_PATH: 'URL path the site is served under, e.g. /dept (empty: the root). Baked in at build time.',
  ASSET_URL: 'Prefix of image and static asset URLs (default: {BASE_PATH}/static). A path or an http(s) URL.',
  API_HOST: 'Origin or path of the content API; REST is {API_HOST}/scuid-fe-api (default: {BASE_PATH}).',
  SITE_CODE: 'Site code (default scuid); also names the persisted browser state persist:{SITE_CODE}.',
  ENV_NAME: 'Environment name, e.g. local, dev, uat, prod (default local).',
  SITE_ENV: 'Site environment, e.g. demo, staging, production (default demo).',
  SITE_URL:
    'Public origin of the site, e.g. https://design.example.edu (default http://localhost:3000): absolute URLs of canonical links, sitemap, feeds and share cards.',
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

const origin = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/,
    'must be an http(s) origin like https://design.example.edu: no path (that is BASE_PATH), no trailing "/"',
  );

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
  SITE_URL: origin.optional(),
});

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

export type ConfigSource = Readonly<Partial<Record<ConfigVariable, string | undefined>>> &
  Readonly<Record<string, string | undefined>>;

/** Treats empty strings as "not set" for the optional prefixes, so `ASSET_URL=` means the default. */
function clean(env: ConfigSource): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(CONFIG_VARIABLES) as ConfigVariable[]) {
    const v = env[key];
    out[key] = v === undefined || (v.trim() === '' && key !== 'BASE_PATH') ? undefined : v;
  }
  return out;
}

/** Validates the environment. Throws a ConfigError naming the first bad variable. */
export function parseConfig(env: ConfigSource): AppConfig {
  const result = schema.safeParse(clean(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  return deriveConfig(result.data);
}
