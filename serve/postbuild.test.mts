// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeNextBuild } from '../tests/support/fakeNextBuild.ts';
import { inlineScriptHashes } from '../src/config/headers.ts';
import { finishPrerenderedPages, listRouteExpectations } from './postbuild.mjs';

const root = join(import.meta.dirname, '..');
const made: string[] = [];
const build = (options?: Parameters<typeof fakeNextBuild>[0]) => {
  const dist = fakeNextBuild(options);
  made.push(dist);
  return dist;
};
afterEach(() => {
  for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
});
const read = (dist: string, file: string) => readFileSync(join(dist, file), 'utf8');

describe('postbuild: the prerendered pages of a checked build', () => {
  it('defers every page, writes its CSP with the boot script hashed, and changes nothing the second time', () => {
    const dist = build();
    expect(finishPrerenderedPages(dirname(dist), basename(dist))).toEqual({ pages: 4, largest: expect.any(Number) });
    const html = read(dist, 'server/app/news.html');
    expect(html).toContain('<meta charSet="utf-8"/><script id="hydration-boot">');
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    const csp = JSON.parse(read(dist, 'server/app/news.meta')).headers['content-security-policy'];
    expect(inlineScriptHashes(html)).toHaveLength(3); // the boot script, Next's two
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
    const meta = read(dist, 'server/app/news.meta');
    finishPrerenderedPages(dirname(dist), basename(dist));
    expect(read(dist, 'server/app/news.html')).toBe(html);
    expect(read(dist, 'server/app/news.meta')).toBe(meta);
  });

  it('expects `{screen}?page=2` on the list page where one was built, on the screen where none was', () => {
    const expected = listRouteExpectations(build());
    expect(expected).toContainEqual({ url: '/news?page=2', to: '/lists/NEWS/2' });
    expect(expected).toContainEqual({ url: '/news/awardNews?page=2', to: null });
    expect(expected).toContainEqual({ url: '/lists/NEWS_AWARE/2', toMissingPage: true });
  });

  it('fails the build on a changed Next output, naming the assumption and the page, and leaves the pages alone', () => {
    const dist = build({
      edit: (files) => {
        files['server/app/news.html'] = files['server/app/news.html']!.replace(
          '<script src="/_next/static/chunks/late.js" async="">',
          '<script src="/_next/static/chunks/late.js" async="" integrity="sha384-abc">',
        );
      },
    });
    const before = read(dist, 'server/app/index.html');
    const run = spawnSync(process.execPath, [join(root, 'serve', 'postbuild.mjs')], {
      env: { ...process.env, NEXT_DIST_DIR: relative(root, dist) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Next output check failed: script markup — <script src="/_next/static/chunks/late.js" async="" integrity="sha384-abc"></script> in server/app/news.html is not the `<script src async>` form deferHydration defers',
    );
    expect(read(dist, 'server/app/index.html')).toBe(before);
  });
});
