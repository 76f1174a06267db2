// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/config';
import { serverEnv } from './env';

describe('server configuration', () => {
  it('defaults DATA_DIR to ./data and NEWS_DIR to content/news, from the working directory', () => {
    expect(serverEnv({})).toEqual({ dataDir: resolve('data'), newsDir: join(process.cwd(), 'content', 'news') });
    expect(serverEnv({ NEWS_DIR: '' }).newsDir).toBe(join(process.cwd(), 'content', 'news'));
  });

  it('takes NEWS_DIR as a relative or absolute folder', () => {
    expect(serverEnv({ NEWS_DIR: 'tmp/news' }).newsDir).toBe(resolve('tmp/news'));
    expect(serverEnv({ NEWS_DIR: '/srv/news' }).newsDir).toBe('/srv/news');
  });

  it('names the variable of a bad value', () => {
    expect(() => serverEnv({ NEWS_DIR: '   ' })).toThrow(ConfigError);
    expect(() => serverEnv({ NEWS_DIR: '   ' })).toThrow(/NEWS_DIR must not be empty/);
    expect(() => serverEnv({ DATA_DIR: ' ' })).toThrow(/DATA_DIR must not be empty/);
  });
});
