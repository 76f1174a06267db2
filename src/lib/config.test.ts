import { describe, expect, it } from 'vitest';
import { APP_VERSION, config, deriveConfig } from './appConfig';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parseConfig({})).toEqual({
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
    expect(parseConfig({ SITE_URL: 'https://design.example.edu' }).siteUrl).toBe('https://design.example.edu');
    expect(parseConfig({ SITE_URL: 'http://127.0.0.1:8080' }).siteUrl).toBe('http://127.0.0.1:8080');
    for (const bad of [
      'https://design.example.edu/',
      'https://design.example.edu/dept',
      'ftp://x.example',
      'design.example.edu',
    ]) {
      expect(() => parseConfig({ SITE_URL: bad }), bad).toThrow(
        /Invalid configuration: SITE_URL must be an http\(s\) origin/,
      );
    }
  });

  it('derives asset URL and API host from the base path', () => {
    const c = parseConfig({ BASE_PATH: '/dept' });
    expect(c.basePath).toBe('/dept');
    expect(c.assetUrl).toBe('/dept/static');
    expect(c.restBase).toBe('/dept/scuid-fe-api');
    expect(c.graphqlUrl).toBe('/dept/graphql');
  });

  it('accepts explicit prefixes and drops their trailing slashes', () => {
    const c = parseConfig({ ASSET_URL: 'https://cdn.example.org/ipd/', API_HOST: 'https://api.example.org/' });
    expect(c.assetUrl).toBe('https://cdn.example.org/ipd');
    expect(c.restBase).toBe('https://api.example.org/scuid-fe-api');
    expect(c.graphqlUrl).toBe('https://api.example.org/graphql');
  });

  it('treats empty optional values as unset', () => {
    expect(parseConfig({ ASSET_URL: '', API_HOST: ' ', SITE_CODE: '' }).siteCode).toBe('scuid');
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
  ])('rejects %s=%j with an error naming the variable', (variable, value) => {
    let error: unknown;
    try {
      parseConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} must`));
  });

  it('derives the same configuration in the browser module from already validated values', () => {
    expect(deriveConfig({ BASE_PATH: '/dept', ASSET_URL: '/dept/static' })).toEqual(
      parseConfig({ BASE_PATH: '/dept' }),
    );
    expect(config).toEqual(parseConfig({}));
  });

  it('ignores variables it does not know', () => {
    expect(() => parseConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});
