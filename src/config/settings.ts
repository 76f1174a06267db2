/**
 * The one reader of the environment: every variable the site reads, its meaning and default, and one zod
 * schema that validates them all. next.config.ts, proxy.ts, the production server, the start and build
 * scripts and the server code import it. Node runs it as it is (erasable TypeScript, relative imports),
 * so it must not import 'server-only' or use the `@/` alias.
 *
 * The browser never imports this module (zod, server variables): it reads the values Next inlined at
 * build from src/config/appConfig.ts, which were validated here when next.config.ts loaded.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { deriveConfig, type AppConfig } from './appConfig.ts';

/**
 * When a variable is read:
 * - `build (baked in)`: by `next build`, which bakes the value into the build (inlined into the bundles,
 *   kept in required-server-files.json, compiled into the headers() rules). Part of the build stamp, so
 *   `npm start` rebuilds when it changes; its server takes the build's value, whatever its own environment says.
 * - `build`: by `next build` only, without changing what it produces (not in the build stamp).
 * - `start`: when the server starts.
 * - `build and start`: by both, each from its own environment.
 * - `edit`: by `npm run edit`, the content editor.
 */
export type SettingWhen = 'build (baked in)' | 'build' | 'start' | 'build and start' | 'edit';

export interface Setting {
  when: SettingWhen;
  /** as documented: a literal value, '' for empty, or a description in parentheses or braces */
  default: string;
  /** a valid value, for the documentation and the tests */
  example: string;
  meaning: string;
}

/** The variables, in the order the table of docs/CONFIGURATION.md and .env.example list them. */
export const SETTINGS = {
  BASE_PATH: {
    when: 'build (baked in)',
    default: '',
    example: '/dept',
    meaning:
      'URL path the site is served under, e.g. /dept; empty: the root. Every link, pushed path and asset carries it.',
  },
  ASSET_URL: {
    when: 'build (baked in)',
    default: '{BASE_PATH}/static',
    example: 'https://cdn.example.net/static',
    meaning: 'prefix of image and static asset URLs: a path or an http(s) URL (a CDN)',
  },
  API_HOST: {
    when: 'build (baked in)',
    default: '{BASE_PATH}',
    example: 'https://api.example.edu',
    meaning: 'origin or path of the content API; REST is {API_HOST}/scuid-fe-api, GraphQL {API_HOST}/graphql',
  },
  SITE_CODE: {
    when: 'build (baked in)',
    default: 'scuid',
    example: 'ipd',
    meaning: "site code; also names the browser's persisted state persist:{SITE_CODE}",
  },
  ENV_NAME: {
    when: 'build (baked in)',
    default: 'local',
    example: 'prod',
    meaning: 'environment name (local, dev, uat, prod, ...)',
  },
  SITE_ENV: {
    when: 'build (baked in)',
    default: 'demo',
    example: 'production',
    meaning: 'site environment (demo, staging, production, ...)',
  },
  SITE_URL: {
    when: 'build (baked in)',
    default: 'http://localhost:3000',
    example: 'https://design.example.edu',
    meaning:
      'public origin of the site (https://host[:port], no path): absolute URLs of canonical links, the sitemap, feeds, calendars, structured data and share cards; https sends HSTS; npm start warns loudly when it is not set',
  },
  CORS_ORIGINS: {
    when: 'build (baked in)',
    default: '',
    example: 'https://partner.example.edu,http://localhost:5173',
    meaning:
      'comma-separated origins allowed to call the API from a browser; empty: same origin only. Baked in like the rest: Next compiles its headers() rules at build',
  },
  NEXT_DIST_DIR: {
    when: 'build and start',
    default: '.next',
    example: '.next-dept',
    meaning:
      "Next's build folder (next build, next start), from the project root; npm start keeps its builds beside it, in {NEXT_DIST_DIR}-builds/",
  },
  SCUID_SKIP_BUILD_TYPECHECK: {
    when: 'build',
    default: '0',
    example: '1',
    meaning:
      "1: next build skips its own type check (the browser tests' builds, right after npm run typecheck); the build is the same",
  },
  PORT: {
    when: 'start',
    default: '3000',
    example: '8080',
    meaning: 'port of npm start',
  },
  CONTROL_PORT: {
    when: 'start',
    default: '{PORT + 1000}',
    example: '4100',
    meaning:
      "port of npm start's publishing status (GET /status, POST /publish), on 127.0.0.1 only: npm run publish asks it",
  },
  HOSTNAME: {
    when: 'start',
    default: '(all interfaces)',
    example: '127.0.0.1',
    meaning: 'address npm start listens on',
  },
  DATA_DIR: {
    when: 'build and start',
    default: './data',
    example: '/var/lib/scuid',
    meaning:
      'folder of the SQLite database scuid.sqlite of next build, next start and the scripts, synced with the news files; npm start gives each build its own, in the build folder',
  },
  NEWS_DIR: {
    when: 'build and start',
    default: 'content/news',
    example: '/srv/scuid/news',
    meaning:
      'folder of the news files {YYYY}/{newsId}-{slug}.md; npm start watches it (and content/, public/) and publishes every change',
  },
  SCUID_PUBLISH_TIME: {
    when: 'build and start',
    default: '(the time the process reads it)',
    example: '2026-12-01T09:00:00+08:00',
    meaning:
      'the moment the site shows, an ISO 8601 date-time with Z or an offset: news that is a draft, not yet at its publishAt or past its unpublishAt at that moment is left out everywhere; npm start sets it for each build so that all build workers and the server agree',
  },
  PUBLISH_HOOK_URL: {
    when: 'start',
    default: '',
    example: 'https://cdn-purge.example.edu/hooks/scuid',
    meaning:
      'an http(s) URL npm start POSTs to once each publication is live: JSON with the build, its origin and base path, and the addresses whose answer changed (paths), so that a CDN in front can purge them; tried three times, a failure is logged and the publication stands',
  },
  PUBLISH_HOOK_TOKEN: {
    when: 'start',
    default: '',
    example: 'a-long-random-secret',
    meaning: 'sent with each call of PUBLISH_HOOK_URL as Authorization: Bearer {token}',
  },
  EDIT_PORT: {
    when: 'edit',
    default: '3300',
    example: '3400',
    meaning: 'port of npm run edit, the content editor (its preview of the site included)',
  },
  EDIT_HOST: {
    when: 'edit',
    default: '127.0.0.1',
    example: '10.0.0.5',
    meaning:
      'address npm run edit listens on: loopback, so that only this machine (or an SSH tunnel, or an authenticating proxy) reaches it; the editor writes files, never give it a public address',
  },
  EDIT_AUTHOR: {
    when: 'edit',
    default: "(git's user.name and user.email)",
    example: 'Lin Mei <mei.lin@example.org>',
    meaning: 'author of the git commit npm run edit makes for every save, as Name <email>',
  },
  EDIT_DIR: {
    when: 'edit',
    default: '(the project)',
    example: '/srv/scuid-content',
    meaning:
      'the git checkout whose content/ and public/static/ npm run edit writes and commits to (the browser tests use a scratch clone)',
  },
  EDIT_PROXY_HOST: {
    when: 'edit',
    default: '',
    example: 'edit.example.edu',
    meaning:
      "host name of an authenticating proxy in front of npm run edit: Next's dev server refuses its live-reload connection from any other origin",
  },
  SCUID_EDITOR: {
    when: 'edit',
    default: '0',
    example: '1',
    meaning:
      'set by npm run edit: 1 builds the editor into the dev server; no production build ever contains it (next.config.ts)',
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

type BakedName = {
  [K in SettingName]: (typeof SETTINGS)[K]['when'] extends 'build (baked in)' ? K : never;
}[SettingName];
/** The variables the build bakes in: next.config.ts hands them to Next's `env`. */
export const BAKED_NAMES = SETTING_NAMES.filter((n) => SETTINGS[n].when === 'build (baked in)') as BakedName[];

/** Unset, empty and blank values take the default. */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** For folders only an empty value takes the default: a blank one is a mistake. */
const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);

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

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
const origin = z
  .string()
  .trim()
  .regex(
    ORIGIN,
    'must be an http(s) origin like https://design.example.edu: no path (that is BASE_PATH), no trailing "/"',
  );

const hookUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s/?#]+[^\s#]*$/.test(v) && URL.canParse(v), {
    message: 'must be an http(s) URL like https://cdn-purge.example.edu/hooks/scuid',
  });

const slug = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be 1-32 lower-case letters, digits or "-", starting with a letter');

const origins = z.string().transform((value, ctx) => {
  const list = value.split(',').map((v) => v.trim());
  const bad = list.find((v) => !ORIGIN.test(v));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of http(s) origins like https://partner.example.edu ("${bad}" is not one)`,
    });
    return z.NEVER;
  }
  return [...new Set(list)];
});

const folder = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((v) => !v.includes('\0'), 'must be a folder path');

const port = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a number from 1 to 65535')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, 'must be a number from 1 to 65535');

const hostname = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.:%_[\]-]+$/, 'must be a host name or an IP address');

/** An instant with its offset: 2026-12-01T09:00:00+08:00, 2026-12-01T01:00Z, 2026-12-01T01:00:00.000Z. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;
const instant = z
  .string()
  .trim()
  .refine((v) => {
    const m = ISO_INSTANT.exec(v);
    if (!m) return false;
    const [y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, oh = 0, om = 0] = m.slice(1).map((part) => Number(part ?? 0));
    const day = new Date(Date.UTC(y, mo - 1, d));
    const realDay = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
    return realDay && h <= 23 && mi <= 59 && sec <= 59 && oh <= 23 && om <= 59;
  }, 'must be an ISO 8601 date and time with Z or an offset, like 2026-12-01T09:00:00+08:00')
  .transform((v) => Date.parse(v));

const shape = {
  BASE_PATH: z.preprocess(emptyIsUnset, basePath.default('')),
  ASSET_URL: z.preprocess(blankIsUnset, urlOrPath.optional()),
  API_HOST: z.preprocess(blankIsUnset, urlOrPath.optional()),
  SITE_CODE: z.preprocess(blankIsUnset, slug.default('scuid')),
  ENV_NAME: z.preprocess(blankIsUnset, slug.default('local')),
  SITE_ENV: z.preprocess(blankIsUnset, slug.default('demo')),
  SITE_URL: z.preprocess(blankIsUnset, origin.optional()),
  CORS_ORIGINS: z.preprocess(blankIsUnset, origins.optional()),
  NEXT_DIST_DIR: z.preprocess(emptyIsUnset, folder.default('.next')),
  SCUID_SKIP_BUILD_TYPECHECK: z.preprocess(blankIsUnset, z.enum(['0', '1'], 'must be 1 or 0').default('0')),
  PORT: z.preprocess(blankIsUnset, port.default(3000)),
  CONTROL_PORT: z.preprocess(blankIsUnset, port.optional()),
  HOSTNAME: z.preprocess(blankIsUnset, hostname.optional()),
  DATA_DIR: z.preprocess(emptyIsUnset, folder.default('./data')),
  NEWS_DIR: z.preprocess(emptyIsUnset, folder.default('content/news')),
  SCUID_PUBLISH_TIME: z.preprocess(blankIsUnset, instant.optional()),
  PUBLISH_HOOK_URL: z.preprocess(blankIsUnset, hookUrl.optional()),
  PUBLISH_HOOK_TOKEN: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  EDIT_PORT: z.preprocess(blankIsUnset, port.default(3300)),
  EDIT_HOST: z.preprocess(blankIsUnset, hostname.default('127.0.0.1')),
  EDIT_AUTHOR: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[^<>\n]+ <[^<>@\s]+@[^<>\s]+>$/, 'must be Name <email>')
      .optional(),
  ),
  EDIT_DIR: z.preprocess(emptyIsUnset, folder.optional()),
  EDIT_PROXY_HOST: z.preprocess(blankIsUnset, hostname.optional()),
  SCUID_EDITOR: z.preprocess(blankIsUnset, z.enum(['0', '1'], 'must be 1 or 0').default('0')),
} satisfies { [K in SettingName]: z.ZodType };

const schema = z.object(shape);

/** The default CONTROL_PORT: PORT + 1000, or PORT - 1000 where that would pass 65535. */
const controlPortOf = (port: number) => (port + 1000 <= 65535 ? port + 1000 : port - 1000);

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** An environment: process.env, a build's baked values, or a test's. */
export type Env = Readonly<Record<string, string | undefined>>;

function parse<S extends z.ZodObject>(part: S, env: Env): z.output<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(part.shape)) input[key] = env[key];
  const result = part.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    const value = input[variable];
    const got = value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'}${got}`);
  }
  return result.data;
}

/** What the build bakes in: the derived app configuration and the CORS allow-list. */
export interface BakedSettings {
  app: AppConfig;
  corsOrigins: string[];
}

export interface Settings extends BakedSettings {
  /** the build folder, as given (relative paths are from the project root) */
  distDir: string;
  skipBuildTypecheck: boolean;
  port: number;
  /** npm start's publishing status, on 127.0.0.1 */
  controlPort: number;
  /** undefined: all interfaces */
  hostname: string | undefined;
  /** absolute */
  dataDir: string;
  /** absolute */
  newsDir: string;
  /** epoch ms: the moment whose news the site shows (src/domain/schedule.ts) */
  publishTime: number;
  /** where npm start tells what each publication changed; undefined: nowhere */
  publishHook: { url: string; token: string | undefined } | undefined;
  editor: {
    /** this process is npm run edit's dev server: the editor is built in */
    on: boolean;
    host: string;
    port: number;
    /** Name <email>; undefined: git's own user */
    author: string | undefined;
    /** the checkout the editor writes to, absolute */
    dir: string;
    proxyHost: string | undefined;
  };
}

/**
 * Validates every variable of `env`; relative folders are taken from `cwd` (the project root when the
 * site runs). Throws a ConfigError naming the first bad variable.
 */
export function readSettings(env: Env = process.env, cwd = process.cwd()): Settings {
  const v = parse(schema, env);
  return {
    app: deriveConfig(v),
    corsOrigins: v.CORS_ORIGINS ?? [],
    distDir: v.NEXT_DIST_DIR,
    skipBuildTypecheck: v.SCUID_SKIP_BUILD_TYPECHECK === '1',
    port: v.PORT,
    controlPort: v.CONTROL_PORT ?? controlPortOf(v.PORT),
    hostname: v.HOSTNAME,
    dataDir: resolve(cwd, v.DATA_DIR),
    newsDir: resolve(cwd, v.NEWS_DIR),
    publishTime: v.SCUID_PUBLISH_TIME ?? Date.now(),
    publishHook: v.PUBLISH_HOOK_URL ? { url: v.PUBLISH_HOOK_URL, token: v.PUBLISH_HOOK_TOKEN } : undefined,
    editor: {
      on: v.SCUID_EDITOR === '1',
      host: v.EDIT_HOST,
      port: v.EDIT_PORT,
      author: v.EDIT_AUTHOR,
      dir: resolve(cwd, v.EDIT_DIR ?? '.'),
      proxyHost: v.EDIT_PROXY_HOST,
    },
  };
}

const bakedSchema = schema.pick(Object.fromEntries(BAKED_NAMES.map((n) => [n, true])) as Record<BakedName, true>);

/**
 * The baked-in settings from a build's values (`bakedEnv` of the build, as Next keeps them in
 * required-server-files.json), validated again: the file could have been edited since.
 */
export function bakedSettings(baked: Env): BakedSettings {
  const v = parse(bakedSchema, baked);
  return { app: deriveConfig(v), corsOrigins: v.CORS_ORIGINS ?? [] };
}

/** The values the build bakes in (next.config.ts `env`): derived, so that defaults are explicit. */
export function bakedEnv(s: BakedSettings): Record<BakedName, string> {
  return {
    BASE_PATH: s.app.basePath,
    ASSET_URL: s.app.assetUrl,
    API_HOST: s.app.apiHost,
    SITE_CODE: s.app.siteCode,
    ENV_NAME: s.app.envName,
    SITE_ENV: s.app.siteEnv,
    SITE_URL: s.app.siteUrl,
    CORS_ORIGINS: s.corsOrigins.join(','),
  };
}

/**
 * A warning for a production start whose builds would bake in the default SITE_URL: every absolute address
 * (canonical links, the sitemap, feeds, calendars, share cards, structured data) would name
 * http://localhost:3000, whatever host or port serves the site. Null when SITE_URL is set (to anything).
 */
export function siteUrlWarning(env: Env = process.env): string | null {
  if (blankIsUnset(env.SITE_URL) !== undefined) return null;
  const fallback = SETTINGS.SITE_URL.default;
  return [
    `SITE_URL is not set: the site is built with ${fallback} as its public address.`,
    `Every absolute address it writes (canonical links, the sitemap, feeds, calendars, share cards,`,
    `structured data) will say ${fallback}, whatever host or port serves it.`,
    `Set SITE_URL to the public origin, e.g. SITE_URL=${SETTINGS.SITE_URL.example} npm start`,
    `(or SITE_URL=${fallback} to keep this address on purpose and silence this warning).`,
  ].join('\n');
}

const serverSchema = schema.pick({ DATA_DIR: true, NEWS_DIR: true, SCUID_PUBLISH_TIME: true, SCUID_EDITOR: true });

/** What the server code needs of the environment. */
export interface ServerEnv {
  /** the database's folder (DATA_DIR), absolute */
  dataDir: string;
  /** the news files' folder (NEWS_DIR), absolute */
  newsDir: string;
  /** epoch ms (SCUID_PUBLISH_TIME): news not published at this moment stays out of the database */
  publishTime: number;
  /** npm run edit's dev server: its preview shows drafts and scheduled news too */
  editor: boolean;
}

/**
 * The server's folders, absolute (relative values are from the working directory), and the publish time
 * (default: now, at this call). Only these are read, so a script that needs a folder is not stopped
 * by an unrelated variable.
 */
export function serverEnv(env: Env = process.env): ServerEnv {
  const v = parse(serverSchema, env);
  return {
    dataDir: resolve(v.DATA_DIR),
    newsDir: resolve(v.NEWS_DIR),
    publishTime: v.SCUID_PUBLISH_TIME ?? Date.now(),
    editor: v.SCUID_EDITOR === '1',
  };
}

/** Runs `read`; a ConfigError stops the process with its message (build, dev server, start-up). */
export function exitOnConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\nSee docs/CONFIGURATION.md and .env.example.\n`);
      process.exit(1);
    }
    throw error;
  }
}
