// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, SETTING_NAMES, SETTINGS } from '../src/config/settings';
// @ts-expect-error plain ESM script without types
import { buildInputs, buildStamp } from './buildStamp.mjs';

const root = mkdtempSync(join(tmpdir(), 'scuid-stamp-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('changes when a news file changes, wherever NEWS_DIR points', () => {
    mkdirSync(join(root, 'content', 'news', '2026'), { recursive: true });
    writeFileSync(join(root, 'content', 'news', '2026', '1-a.md'), 'a');
    const outside = mkdtempSync(join(tmpdir(), 'scuid-stamp-news-'));
    mkdirSync(join(outside, '2026'));
    writeFileSync(join(outside, '2026', '1-a.md'), 'a');
    try {
      const stamp = (env: Record<string, string> = {}) => buildStamp(root, env) as string;
      const inside = stamp();
      expect(stamp()).toBe(inside);
      appendFileSync(join(root, 'content', 'news', '2026', '1-a.md'), 'b');
      expect(stamp()).not.toBe(inside);

      const elsewhere = stamp({ NEWS_DIR: outside });
      expect(stamp({ NEWS_DIR: outside })).toBe(elsewhere);
      writeFileSync(join(outside, '2026', '2-b.md'), 'new item');
      const added = stamp({ NEWS_DIR: outside });
      expect(added).not.toBe(elsewhere);
      appendFileSync(join(outside, '2026', '2-b.md'), ' changed');
      expect(stamp({ NEWS_DIR: outside })).not.toBe(added);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('changes with every variable the build bakes in; not with the others (the build folder is where it goes)', () => {
    const stamp = (env: Record<string, string> = {}) => buildStamp(root, env) as string;
    const base = stamp();
    // an unset variable and its default build the same
    expect(stamp({ SITE_CODE: 'scuid', ASSET_URL: '/static', NEXT_DIST_DIR: '.next' })).toBe(base);
    // NEWS_DIR counts by its files (above); the type check does not change what the build produces, the
    // publish time is the schedule's (serve/supervisor.ts)
    for (const name of SETTING_NAMES.filter((n) => n !== 'NEWS_DIR')) {
      const { when, example } = SETTINGS[name];
      const stamped = when === 'build (baked in)';
      expect(stamp({ [name]: example }) !== base, `${name} (${when}) changes the stamp`).toBe(stamped);
    }
  });

  it('names a bad variable', () => {
    expect(() => buildStamp(root, { SITE_URL: 'https://x.example/' })).toThrow(ConfigError);
  });
});

describe('the parts of the build inputs', () => {
  it('tell code, content and news apart, and ignore what is not news in the news folder', () => {
    const part = () => buildInputs(root, {}) as { code: string; content: string; news: string; runtime: string };
    mkdirSync(join(root, 'src'), { recursive: true });
    mkdirSync(join(root, 'content', 'news', '2026'), { recursive: true });
    const before = part();
    writeFileSync(join(root, 'src', 'a.ts'), 'export {}');
    const code = part();
    expect(code.code).not.toBe(before.code);
    expect([code.content, code.news]).toEqual([before.content, before.news]);
    writeFileSync(join(root, 'content', 'site.json'), '{}');
    const content = part();
    expect(content.content).not.toBe(code.content);
    expect([content.code, content.news]).toEqual([code.code, code.news]);
    writeFileSync(join(root, 'content', 'news', '2026', '.9-x.md.swp'), 'swap');
    writeFileSync(join(root, 'content', 'news', '2026', '9-x.md~'), 'backup');
    expect(part()).toEqual(content);
    writeFileSync(join(root, 'content', 'news', '2026', '9-x.md'), 'news');
    const news = part();
    expect(news.news).not.toBe(content.news);
    expect([news.code, news.content]).toEqual([content.code, content.content]);
    expect(news.runtime).toMatch(new RegExp(`^node${process.versions.node.split('.')[0]}-`));
    // a news item's photograph and documents are news; the department's images are content
    for (const folder of ['news', 'attachments']) {
      const was = part();
      mkdirSync(join(root, 'public', 'static', folder), { recursive: true });
      writeFileSync(join(root, 'public', 'static', folder, 'x.jpg'), folder);
      const is = part();
      expect(is.news, folder).not.toBe(was.news);
      expect(is.content, folder).toBe(was.content);
    }
    const was = part();
    mkdirSync(join(root, 'public', 'static', 'people'), { recursive: true });
    writeFileSync(join(root, 'public', 'static', 'people', 'x.jpg'), 'portrait');
    expect(part().content).not.toBe(was.content);
    expect(part().news).toBe(was.news);
  });

  it('count content/news as news only: with NEWS_DIR elsewhere it counts nowhere', () => {
    const outside = mkdtempSync(join(tmpdir(), 'scuid-stamp-news-'));
    try {
      const part = () => buildInputs(root, { NEWS_DIR: outside }) as { content: string; news: string };
      const before = part();
      writeFileSync(join(root, 'content', 'news', '2026', '10-y.md'), 'not this site’s news');
      expect(part()).toEqual(before);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
