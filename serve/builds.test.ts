// @vitest-environment node
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildName,
  buildsFolder,
  commitStaging,
  dropAnswers,
  dropTwins,
  folderSize,
  freshStaging,
  linkTree,
  liveBuildEnv,
  pruneBuilds,
  RETIRED_WHOLE_MS,
  readLive,
  RETIRED_ASSETS_MS,
  retiredStaticFolders,
  seedCompilerCache,
  setLive,
  writeRecord,
  type BuildRecord,
} from './builds.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'scuid-builds-'));
  made.push(dir);
  return dir;
};

const record = (name: string, extra: Partial<BuildRecord> = {}): BuildRecord => ({
  name,
  stamp: 'stamp',
  code: 'code',
  runtime: 'node24-x',
  publishTime: 0,
  schedule: [],
  news: { files: 1, published: 1, draft: 0, scheduled: 0, expired: 0 },
  builtAt: new Date(0).toISOString(),
  durationMs: 1,
  ...extra,
});

/** A build as the pipeline leaves it: Next's output, the news copy, the database, the record. */
function makeBuild(dir: string, name: string, extra: Partial<BuildRecord> = {}) {
  const { staging, input } = freshStaging(dir);
  mkdirSync(join(input, 'news'), { recursive: true });
  writeFileSync(join(input, 'news', 'a.md'), 'news');
  for (const sub of [
    'server/app',
    'static/chunks',
    'precompressed/_next/static/chunks',
    'precompressed/public',
    'news',
    'data',
  ]) {
    mkdirSync(join(staging, sub), { recursive: true });
  }
  writeFileSync(join(staging, 'BUILD_ID'), name);
  writeFileSync(join(staging, 'server', 'app', 'index.html'), '<html></html>');
  writeFileSync(join(staging, 'static', 'chunks', `${name}.js`), 'js');
  writeFileSync(join(staging, 'precompressed', '_next', 'static', 'chunks', `${name}.js.br`), 'br');
  writeRecord(staging, record(name, extra));
  return commitStaging(dir, name);
}

describe('the builds folder', () => {
  it('lies beside Next’s own build folder', () => {
    expect(buildsFolder('/srv/site', '.next')).toBe('/srv/site/.next-builds');
    expect(buildsFolder('/srv/site', '.next-dept/')).toBe('/srv/site/.next-dept-builds');
  });

  it('names builds by time and stamp, in the order they were made', () => {
    const a = buildName('abcdef0123', new Date('2026-11-24T10:00:00.123Z'));
    expect(a).toBe('20261124T100000Z-abcdef01');
    expect(buildName('00000000', new Date('2026-11-24T10:00:01Z')) > a).toBe(true);
  });

  it('has no live build until one is named, then the one named, whole', () => {
    const dir = folder();
    expect(readLive(dir)).toBeUndefined();
    makeBuild(dir, 'b1');
    expect(readLive(dir)).toBeUndefined();
    // the news copy the build was made from moved in with it
    expect(readFileSync(join(dir, 'b1', 'news', 'a.md'), 'utf8')).toBe('news');
    expect(existsSync(join(dir, 'staging-input'))).toBe(false);
    setLive(dir, 'b1', new Date('2026-11-24T10:00:00Z'));
    expect(readLive(dir)).toMatchObject({ name: 'b1', liveSince: '2026-11-24T10:00:00.000Z' });
    expect(readFileSync(join(dir, 'live'), 'utf8')).toBe('b1\n');
    // a live file naming a folder that is gone (or was never finished) names no build
    rmSync(join(dir, 'b1', 'BUILD_ID'));
    expect(readLive(dir)).toBeUndefined();
  });

  it('clears what a stopped build left in staging', () => {
    const dir = folder();
    const { staging, input } = freshStaging(dir);
    writeFileSync(join(staging, 'half-built'), 'x');
    writeFileSync(join(input, 'half-copied'), 'x');
    const again = freshStaging(dir);
    expect(existsSync(join(again.staging, 'half-built'))).toBe(false);
    expect(existsSync(join(again.input, 'half-copied'))).toBe(false);
  });

  it('keeps a retired build whole for minutes, then its static assets for a day, and a build that never went live not at all', () => {
    const dir = folder();
    makeBuild(dir, 'b1');
    setLive(dir, 'b1');
    makeBuild(dir, 'b2');
    setLive(dir, 'b2');
    makeBuild(dir, 'b3'); // failed its check: never live
    const now = Date.now();
    expect(pruneBuilds(dir, 'b2', [], now)).toEqual(['b3']);
    expect(existsSync(join(dir, 'b3'))).toBe(false);
    // b1: retired now, whole while servers that follow the folder switch
    expect(existsSync(join(dir, 'b1', 'server', 'app', 'index.html'))).toBe(true);
    expect(pruneBuilds(dir, 'b2', [], now + RETIRED_WHOLE_MS - 1)).toEqual([]);
    expect(existsSync(join(dir, 'b1', 'server', 'app', 'index.html'))).toBe(true);
    // then only its assets and record are left
    expect(pruneBuilds(dir, 'b2', [], now + RETIRED_WHOLE_MS)).toEqual([]);
    expect(existsSync(join(dir, 'b1', 'server'))).toBe(false);
    expect(existsSync(join(dir, 'b1', 'news'))).toBe(false);
    expect(existsSync(join(dir, 'b1', 'precompressed', 'public'))).toBe(false);
    expect(readFileSync(join(dir, 'b1', 'static', 'chunks', 'b1.js'), 'utf8')).toBe('js');
    expect(existsSync(join(dir, 'b1', 'precompressed', '_next', 'static', 'chunks', 'b1.js.br'))).toBe(true);
    expect(retiredStaticFolders(dir, 'b2')).toEqual([join(dir, 'b1', 'static')]);
    // the live build is whole
    expect(existsSync(join(dir, 'b2', 'server', 'app', 'index.html'))).toBe(true);
    // a day later it goes
    expect(pruneBuilds(dir, 'b2', [], now + RETIRED_ASSETS_MS - 1)).toEqual([]);
    expect(pruneBuilds(dir, 'b2', [], now + RETIRED_ASSETS_MS)).toEqual(['b1']);
    expect(retiredStaticFolders(dir, 'b2')).toEqual([]);
  });

  it('does not prune a build that is being checked', () => {
    const dir = folder();
    makeBuild(dir, 'b1');
    setLive(dir, 'b1');
    makeBuild(dir, 'b2');
    expect(pruneBuilds(dir, 'b1', ['b2'])).toEqual([]);
    expect(existsSync(join(dir, 'b2', 'server'))).toBe(true);
  });

  it('gives the environment that serves the live build by itself', () => {
    const root = folder();
    const dir = buildsFolder(root, '.next');
    mkdirSync(dir);
    expect(() => liveBuildEnv(root)).toThrow(/no live build/);
    makeBuild(dir, 'b1', { publishTime: Date.parse('2026-12-01T01:00:00Z') });
    setLive(dir, 'b1');
    expect(liveBuildEnv(root)).toEqual({
      NEXT_DIST_DIR: join('.next-builds', 'b1'),
      SCUID_PUBLISH_TIME: '2026-12-01T01:00:00.000Z',
    });
  });
});

describe('seedCompilerCache', () => {
  const liveWithCache = (dir: string) => {
    const live = join(dir, 'live-build');
    mkdirSync(join(live, 'cache', 'turbopack'), { recursive: true });
    writeFileSync(join(live, 'cache', 'turbopack', 'entry'), 'compiled');
    return live;
  };

  it("copies the live build's compiler cache into the staging build, and leaves the live one as it was", () => {
    const dir = folder();
    const live = liveWithCache(dir);
    const { staging } = freshStaging(dir);
    expect(seedCompilerCache({ folder: live, record: { stagedIn: staging } }, staging)).toBe(true);
    expect(readFileSync(join(staging, 'cache', 'turbopack', 'entry'), 'utf8')).toBe('compiled');
    writeFileSync(join(staging, 'cache', 'turbopack', 'entry'), 'recompiled');
    expect(readFileSync(join(live, 'cache', 'turbopack', 'entry'), 'utf8')).toBe('compiled');
  });

  it('starts cold when there is no live build or it has no cache', () => {
    const dir = folder();
    const { staging } = freshStaging(dir);
    expect(seedCompilerCache(undefined, staging)).toBe(false);
    expect(seedCompilerCache({ folder: join(dir, 'no-cache'), record: { stagedIn: staging } }, staging)).toBe(false);
    expect(existsSync(join(staging, 'cache'))).toBe(false);
  });

  it('starts cold from a build made in another staging folder (or before builds said where)', () => {
    const dir = folder();
    const live = liveWithCache(dir);
    const { staging } = freshStaging(dir);
    const elsewhere = join(folder(), 'staging');
    expect(seedCompilerCache({ folder: live, record: { stagedIn: elsewhere } }, staging)).toBe(false);
    expect(seedCompilerCache({ folder: live, record: {} }, staging)).toBe(false);
    expect(existsSync(join(staging, 'cache'))).toBe(false);
  });
});

describe('a release of the news alone', () => {
  it('links the live build (symbolic links kept as they are), but for what it skips', () => {
    const live = folder();
    mkdirSync(join(live, 'server', 'app', 'news'), { recursive: true });
    mkdirSync(join(live, 'node_modules'), { recursive: true });
    mkdirSync(join(live, 'data'), { recursive: true });
    writeFileSync(join(live, 'server', 'app', 'news', '1.html'), 'item');
    writeFileSync(join(live, 'data', 'scuid.sqlite'), 'db');
    symlinkSync('../../../node_modules/x', join(live, 'node_modules', 'x-123'));
    const next = join(folder(), 'staging');
    expect(linkTree(live, next, ['data'])).toBe(1);
    const [a, b] = [join(live, 'server', 'app', 'news', '1.html'), join(next, 'server', 'app', 'news', '1.html')];
    expect(statSync(b).ino).toBe(statSync(a).ino);
    expect(lstatSync(join(next, 'node_modules', 'x-123')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(next, 'node_modules', 'x-123'))).toBe('../../../node_modules/x');
    expect(existsSync(join(next, 'data'))).toBe(false);
  });

  it('counts the disk a linked file takes once', () => {
    const parent = folder();
    mkdirSync(join(parent, 'a', 'server'), { recursive: true });
    writeFileSync(join(parent, 'a', 'server', 'page.html'), 'x'.repeat(100));
    linkTree(join(parent, 'a'), join(parent, 'b'));
    writeFileSync(join(parent, 'b', 'new.html'), 'y'.repeat(10));
    expect(folderSize(join(parent, 'b'))).toBe(110);
    expect(folderSize(parent)).toBe(110);
  });

  it('drops the answers it changed, in the new folder only', () => {
    const live = folder();
    const app = join(live, 'server', 'app');
    mkdirSync(join(app, 'news', '1.segments'), { recursive: true });
    mkdirSync(join(app, 'sitemap.xml'), { recursive: true });
    for (const file of ['index.html', 'index.rsc', 'index.meta', 'news/1.html', 'news/1.meta', 'news/2.html'])
      writeFileSync(join(app, file), file);
    writeFileSync(join(app, 'sitemap.xml.body'), 'sitemap');
    writeFileSync(join(app, 'sitemap.xml', 'route.js'), 'code');
    const next = join(folder(), 'staging');
    linkTree(live, next);
    expect(dropAnswers(next, ['index', 'news/1', 'sitemap.xml', 'news/3'])).toEqual(['index', 'news/1', 'sitemap.xml']);
    const left = (dir: string) =>
      [
        'index.html',
        'index.rsc',
        'news/1.html',
        'news/1.segments',
        'news/2.html',
        'sitemap.xml.body',
        'sitemap.xml/route.js',
      ].filter((f) => existsSync(join(dir, 'server', 'app', f)));
    expect(left(next)).toEqual(['news/2.html', 'sitemap.xml/route.js']);
    expect(left(live)).toHaveLength(7);
    expect(readFileSync(join(live, 'server', 'app', 'index.html'), 'utf8')).toBe('index.html');
  });

  it("drops the Markdown twins among the changed addresses, in the new folder only, and no page's folder", () => {
    const live = folder();
    const twins = join(live, 'markdown');
    mkdirSync(join(twins, 'news'), { recursive: true });
    for (const file of ['index.html.md', 'news.md', 'news/1.md', 'news/2.md']) writeFileSync(join(twins, file), file);
    const next = join(folder(), 'staging');
    linkTree(live, next);
    // a list page's address names the folder of its items' twins: it is no twin and stays
    dropTwins(next, ['/', '/index.html.md', '/news', '/news.md', '/news/1', '/news/1.md', '/news.md?page=3']);
    const left = (dir: string) =>
      ['index.html.md', 'news.md', 'news/1.md', 'news/2.md'].filter((f) => existsSync(join(dir, 'markdown', f)));
    expect(left(next)).toEqual(['news/2.md']);
    expect(left(live)).toHaveLength(4);
  });
});
