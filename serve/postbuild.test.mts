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
    expect(inlineScriptHashes(html)).toHaveLength(3); // the boot script, Next's two (flight data moved out)
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
    const meta = read(dist, 'server/app/news.meta');
    finishPrerenderedPages(dirname(dist), basename(dist));
    expect(read(dist, 'server/app/news.html')).toBe(html);
    expect(read(dist, 'server/app/news.meta')).toBe(meta);
  });

  it("moves each page's flight data into a static file the boot script fetches, and names the chunks it loads later", () => {
    const dist = build({ basePath: '/dept' });
    finishPrerenderedPages(dirname(dist), basename(dist));
    const html = read(dist, 'server/app/news.html');
    expect(html).not.toContain('self.__next_f.push([1');
    const boot = /<script id="hydration-boot">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const [, flightUrl, lazy] = /,"(\/dept\/_next\/static\/flight\/[\w-]+\.json)",(\[.*\])\)$/.exec(boot)!;
    const chunks = JSON.parse(read(dist, `static/${flightUrl!.slice('/dept/_next/static/'.length)}`));
    expect(chunks.map((c: unknown[]) => c[0])).toEqual([1, 1]);
    expect(JSON.stringify(chunks)).toContain('page /news');
    // the panel's chunk and the one it loads, not a chunk the page loads anyway
    expect(JSON.parse(lazy!)).toEqual(['/dept/_next/static/chunks/panel.js', '/dept/_next/static/chunks/schema.js']);
  });

  it("expects every list's `{screen}?page=2` on its second page, prerendered or not, and the page itself a 404", () => {
    const expected = listRouteExpectations();
    expect(expected).toContainEqual({ url: '/news?page=2', to: '/lists/NEWS/2' });
    expect(expected).toContainEqual({ url: '/news/awardNews?page=2', to: '/lists/NEWS_AWARE/2' });
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
