// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, config, deriveConfig } from '@/config/appConfig';
import {
  BAKED_NAMES,
  bakedEnv,
  bakedSettings,
  ConfigError,
  readSettings,
  serverEnv,
  SETTING_NAMES,
  SETTINGS,
  siteUrlWarning,
  type SettingName,
} from './settings';

const app = (env: Record<string, string>) => readSettings(env).app;

function errorOf(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('no ConfigError');
}

describe('readSettings: the build-time values', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(app({})).toEqual({
      version: '1.0.5',
      basePath: '',
      assetUrl: '/static',
      apiHost: '',
      restBase: '/scuid-fe-api',
      graphqlUrl: '/graphql',
      siteCode: 'scuid',
      envName: 'local',
      siteEnv: 'demo',
      siteUrl: 'http://localhost:3000',
    });
    expect(APP_VERSION).toBe('1.0.5');
  });

  it('takes SITE_URL as an http(s) origin and refuses a path, a trailing slash or another scheme', () => {
    expect(app({ SITE_URL: 'https://design.example.edu' }).siteUrl).toBe('https://design.example.edu');
    expect(app({ SITE_URL: 'http://127.0.0.1:8080' }).siteUrl).toBe('http://127.0.0.1:8080');
    for (const bad of [
      'https://design.example.edu/',
      'https://design.example.edu/dept',
      'ftp://x.example',
      'design.example.edu',
    ]) {
      expect(() => app({ SITE_URL: bad }), bad).toThrow(/Invalid configuration: SITE_URL must be an http\(s\) origin/);
    }
  });

  it('derives asset URL and API host from the base path', () => {
    const c = app({ BASE_PATH: '/dept' });
    expect(c.basePath).toBe('/dept');
    expect(c.assetUrl).toBe('/dept/static');
    expect(c.restBase).toBe('/dept/scuid-fe-api');
    expect(c.graphqlUrl).toBe('/dept/graphql');
  });

  it('accepts explicit prefixes and drops their trailing slashes', () => {
    const c = app({ ASSET_URL: 'https://cdn.example.org/ipd/', API_HOST: 'https://api.example.org/' });
    expect(c.assetUrl).toBe('https://cdn.example.org/ipd');
    expect(c.restBase).toBe('https://api.example.org/scuid-fe-api');
    expect(c.graphqlUrl).toBe('https://api.example.org/graphql');
  });

  it('treats empty optional values as unset', () => {
    expect(app({ ASSET_URL: '', API_HOST: ' ', SITE_CODE: '' }).siteCode).toBe('scuid');
    expect(readSettings({ PORT: '', CORS_ORIGINS: ' ', NEXT_DIST_DIR: '' })).toMatchObject({
      port: 3000,
      corsOrigins: [],
      distDir: '.next',
    });
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    expect(readSettings({ CORS_ORIGINS: 'https://partner.example.edu, http://localhost:5173' }).corsOrigins).toEqual([
      'https://partner.example.edu',
      'http://localhost:5173',
    ]);
  });

  it.each([
    ['BASE_PATH', 'dept'],
    ['BASE_PATH', '/dept/'],
    ['BASE_PATH', '/de pt'],
    ['BASE_PATH', '/dept?x=1'],
    ['ASSET_URL', 'static'],
    ['ASSET_URL', 'ftp://files.example.org'],
    ['API_HOST', 'https://'],
    ['API_HOST', 'javascript:alert(1)'],
    ['SITE_CODE', 'SCUID'],
    ['SITE_CODE', '1abc'],
    ['ENV_NAME', 'prod env'],
    ['SITE_ENV', 'x'.repeat(40)],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'https://ok.example, https://ok.example/path'],
    ['CORS_ORIGINS', 'https://ok.example,'],
    ['NEXT_DIST_DIR', '  '],
    ['SCUID_SKIP_BUILD_TYPECHECK', 'yes'],
    ['PORT', 'eighty'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['HOSTNAME', 'local host'],
    ['DATA_DIR', ' '],
    ['NEWS_DIR', '   '],
    ['SCUID_PUBLISH_TIME', '2026-12-01T09:00:00'],
    ['SCUID_PUBLISH_TIME', '2026-12-01'],
    ['SCUID_PUBLISH_TIME', '2026-02-30T09:00:00+08:00'],
    ['SCUID_PUBLISH_TIME', '2026-12-01T24:00:00Z'],
    ['SCUID_PUBLISH_TIME', '2026-12-01 09:00:00Z'],
    ['SCUID_PUBLISH_TIME', 'tomorrow'],
  ])('rejects %s=%j with an error naming the variable and the value', (variable, value) => {
    const error = errorOf(() => readSettings({ [variable]: value }));
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} must`));
    expect(error.message).toContain(`(got ${JSON.stringify(value)})`);
  });

  it('says which origin of CORS_ORIGINS is wrong', () => {
    expect(() => readSettings({ CORS_ORIGINS: 'https://ok.example, *' })).toThrow(/"\*" is not one/);
  });

  it('takes PUBLISH_HOOK_URL as an http(s) URL, with its token when one is set', () => {
    expect(readSettings({}).publishHook).toBeUndefined();
    expect(readSettings({ PUBLISH_HOOK_TOKEN: 'x' }).publishHook).toBeUndefined();
    expect(
      readSettings({ PUBLISH_HOOK_URL: 'https://cdn.example/purge?site=1', PUBLISH_HOOK_TOKEN: 't0k' }).publishHook,
    ).toEqual({
      url: 'https://cdn.example/purge?site=1',
      token: 't0k',
    });
    for (const bad of ['cdn.example/purge', 'ftp://cdn.example/', 'https://', 'https://a b/'])
      expect(() => readSettings({ PUBLISH_HOOK_URL: bad }), bad).toThrow(/PUBLISH_HOOK_URL must be an http\(s\) URL/);
    expect(() => readSettings({ PUBLISH_HOOK_URL: 'https://cdn.example/', PUBLISH_HOOK_TOKEN: 'a b' })).toThrow(
      /PUBLISH_HOOK_TOKEN must be printable ASCII/,
    );
  });

  it('ignores variables it does not know', () => {
    expect(() => readSettings({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });

  it('derives the same configuration in the browser module from already validated values', () => {
    expect(deriveConfig({ BASE_PATH: '/dept', ASSET_URL: '/dept/static' })).toEqual(app({ BASE_PATH: '/dept' }));
    expect(config).toEqual(app({}));
  });
});

describe('a production start without SITE_URL', () => {
  it('is warned that every absolute address will name localhost:3000, and told how to fix it', () => {
    for (const env of [{}, { SITE_URL: '' }, { SITE_URL: '  ' }]) {
      const warning = siteUrlWarning(env);
      expect(warning).toMatch(/SITE_URL is not set/);
      expect(warning).toContain('http://localhost:3000');
      expect(warning).toMatch(/sitemap, feeds, calendars/);
      expect(warning).toContain('SITE_URL=https://design.example.edu npm start');
    }
  });

  it('is not warned when SITE_URL is set, to the default too', () => {
    expect(siteUrlWarning({ SITE_URL: 'https://design.example.edu' })).toBeNull();
    expect(siteUrlWarning({ SITE_URL: 'http://localhost:3000' })).toBeNull();
  });
});

describe('the baked-in values', () => {
  const examples = Object.fromEntries(SETTING_NAMES.map((n) => [n, SETTINGS[n].example]));

  it('are the build-time variables the table marks, and read back as they were', () => {
    expect(BAKED_NAMES).toEqual(SETTING_NAMES.filter((n) => SETTINGS[n].when === 'build (baked in)'));
    for (const env of [{}, examples, { BASE_PATH: '/dept' }]) {
      const settings = readSettings(env);
      const baked = bakedEnv(settings);
      expect(Object.keys(baked).sort()).toEqual([...BAKED_NAMES].sort());
      expect(bakedSettings(baked)).toEqual({ app: settings.app, corsOrigins: settings.corsOrigins });
    }
  });

  it('take no other variable from the environment', () => {
    expect(bakedSettings({ ...examples, SITE_URL: 'https://a.example' }).app.siteUrl).toBe('https://a.example');
    expect(() => bakedSettings({ PORT: 'eighty', DATA_DIR: ' ' })).not.toThrow();
  });
});

describe('the server folders and publish time', () => {
  it('default DATA_DIR to ./data and NEWS_DIR to content/news, from the working directory', () => {
    expect(serverEnv({})).toEqual({
      dataDir: resolve('data'),
      newsDir: join(process.cwd(), 'content', 'news'),
      publishTime: expect.any(Number),
      editor: false,
    });
    expect(serverEnv({ NEWS_DIR: '' }).newsDir).toBe(join(process.cwd(), 'content', 'news'));
    expect(readSettings({}, '/srv/site')).toMatchObject({
      dataDir: '/srv/site/data',
      newsDir: '/srv/site/content/news',
    });
  });

  it('take NEWS_DIR as a relative or absolute folder', () => {
    expect(serverEnv({ NEWS_DIR: 'tmp/news' }).newsDir).toBe(resolve('tmp/news'));
    expect(serverEnv({ NEWS_DIR: '/srv/news' }).newsDir).toBe('/srv/news');
  });

  it('take SCUID_PUBLISH_TIME as an instant with Z or an offset, and default it to the time of the call', () => {
    const at = Date.parse('2026-12-01T01:00:00Z');
    for (const value of [
      '2026-12-01T09:00:00+08:00',
      '2026-12-01T09:00+08:00',
      '2026-12-01T09:00:00+0800',
      '2026-12-01T01:00:00Z',
      '2026-12-01T01:00:00.000Z',
      ' 2026-11-30T20:00:00-05:00 ',
    ]) {
      expect(serverEnv({ SCUID_PUBLISH_TIME: value }).publishTime, value).toBe(at);
      expect(readSettings({ SCUID_PUBLISH_TIME: value }).publishTime, value).toBe(at);
    }
    const before = Date.now();
    const { publishTime } = serverEnv({ SCUID_PUBLISH_TIME: '' });
    expect(publishTime).toBeGreaterThanOrEqual(before);
    expect(publishTime).toBeLessThanOrEqual(Date.now());
    expect(() => serverEnv({ SCUID_PUBLISH_TIME: '2026-12-01T09:00' })).toThrow(
      /^Invalid configuration: SCUID_PUBLISH_TIME must be an ISO 8601 date and time with Z or an offset/,
    );
  });

  it('name the variable of a bad value, and read no other', () => {
    expect(() => serverEnv({ NEWS_DIR: '   ' })).toThrow(ConfigError);
    expect(() => serverEnv({ NEWS_DIR: '   ' })).toThrow(/NEWS_DIR must not be empty/);
    expect(() => serverEnv({ DATA_DIR: ' ' })).toThrow(/DATA_DIR must not be empty/);
    expect(() => serverEnv({ BASE_PATH: 'dept/', PORT: 'eighty' })).not.toThrow();
  });
});

describe('the table of variables', () => {
  it('has a valid example for each variable, and each example changes what is read', () => {
    // a variable that means something only beside another one
    const needs: Partial<Record<SettingName, SettingName>> = { PUBLISH_HOOK_TOKEN: 'PUBLISH_HOOK_URL' };
    for (const name of SETTING_NAMES) {
      // unset, the publication time is the clock's: fixed, so that the variable alone can differ
      const context: Record<string, string> =
        name === 'SCUID_PUBLISH_TIME' ? {} : { SCUID_PUBLISH_TIME: SETTINGS.SCUID_PUBLISH_TIME.example };
      const other = needs[name];
      if (other) context[other] = SETTINGS[other].example;
      const read = readSettings({ ...context, [name]: SETTINGS[name].example });
      expect(read, name).not.toEqual(readSettings(context));
    }
  });

  it('is what .env.example lists: every variable, marked (build) when it is baked in', () => {
    const text = readFileSync(join(process.cwd(), '.env.example'), 'utf8');
    const lines = text.split('\n');
    const variable = /^#?\s?([A-Z][A-Z0-9_]*)=/;
    const listed = new Map<string, string>();
    lines.forEach((line, i) => {
      const name = variable.exec(line)?.[1];
      if (!name) return;
      // the comment right above the variable (up to a blank line or the variable before)
      const comment: string[] = [];
      for (let j = i - 1; j >= 0 && lines[j]!.startsWith('#') && !variable.test(lines[j]!); j -= 1) {
        comment.unshift(lines[j]!);
      }
      listed.set(name, comment.join('\n'));
    });
    expect([...listed.keys()]).toEqual(SETTING_NAMES);
    for (const name of SETTING_NAMES) {
      expect(listed.get(name)!.includes('(build)'), `${name}: marked (build) when baked in`).toBe(
        SETTINGS[name].when === 'build (baked in)',
      );
    }
  });

  it('is the table of docs/CONFIGURATION.md: the same variables, defaults and times', () => {
    const doc = readFileSync(join(process.cwd(), 'docs', 'CONFIGURATION.md'), 'utf8');
    const start = doc.indexOf('\n## Variables\n');
    expect(start, 'docs/CONFIGURATION.md has a "## Variables" section').toBeGreaterThan(-1);
    const end = doc.indexOf('\n## ', start + 1);
    const section = doc.slice(start, end === -1 ? undefined : end);
    const rows = section
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map((l) => l.split('|').map((c) => c.trim()));
    const plain = (cell: string) =>
      cell === '_(empty)_' ? '' : cell.replace(/^`(.*)`$/, '$1').replace(/^_(.*)_$/, '$1');
    expect(rows.map((r) => plain(r[1]!))).toEqual(SETTING_NAMES);
    for (const row of rows) {
      const name = plain(row[1]!) as SettingName;
      expect(plain(row[2]!), `${name}: default`).toBe(SETTINGS[name].default);
      expect(row[3], `${name}: when`).toBe(SETTINGS[name].when);
    }
  });
});
