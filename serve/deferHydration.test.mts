// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootNames } from '../src/lib/hydrationProtocol.ts';
import { deferHydration, HELD_CLICK_LIMIT_MS, isDeferred } from './deferHydration.mjs';
import { inlineScriptHashes } from '../src/config/headers.ts';

// the shape of a page as `next build` writes it (Next 16, Turbopack), shortened
const page = [
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/elsewhere.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>T</title></head><body><main>content</main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('deferHydration: the page rewrite', () => {
  const out = deferHydration(page, { buildYear: 2026 });

  it("turns each of Next's async scripts into an inert one, in order: nothing is fetched or run", () => {
    expect(out).not.toMatch(/<script src="[^"]*" async="">/);
    const inert = [...out.matchAll(/<script type="text\/x-deferred" data-next-src="([^"]+)"><\/script>/g)].map(
      (m) => m[1],
    );
    expect(inert).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/late.js',
    ]);
  });

  it('drops the preload hint of a deferred script only, and keeps the rest of the page as it was', () => {
    expect(out).not.toContain('fetchPriority="low" href="/_next/static/chunks/late.js"');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" href="/elsewhere.js"/>');
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">',
      '<main>content</main>',
      '(self.__next_f=self.__next_f||[]).push([0])',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('puts the boot script right after <meta charSet> (still in the first 1024 bytes), and the CSP hashes it', () => {
    expect(
      out.startsWith('<!DOCTYPE html><html lang="zh-Hant"><head><meta charSet="utf-8"/><script id="hydration-boot">('),
    ).toBe(true);
    expect(out).toContain(`)(2026,${HELD_CLICK_LIMIT_MS},${JSON.stringify(bootNames)},null,[])</script>`);
    expect(isDeferred(out)).toBe(true);
    const boot = /<script id="hydration-boot">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(page).length + 1);
    expect(() => new Function(boot)).not.toThrow();
  });

  it("gives the boot script the URL of the page's flight data, beside its scripts", () => {
    const withFlight = deferHydration(page.replaceAll('/_next/', '/dept/_next/'), {
      buildYear: 2026,
      flight: 'flight/abc.json',
      lazy: ['/dept/_next/static/chunks/panel.js'],
    });
    expect(withFlight).toContain(
      `${JSON.stringify(bootNames)},"/dept/_next/static/flight/abc.json",["/dept/_next/static/chunks/panel.js"])</script>`,
    );
  });

  it('changes nothing the second time, nor on a page without Next scripts', () => {
    expect(deferHydration(out, { buildYear: 2026 })).toBe(out);
    const plain = '<html><head><meta charSet="utf-8"/></head><body>hi</body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('stops at Next markup it does not know, naming the assumption and the page, rather than leave the page as it was', () => {
    const withIntegrity = page.replace(
      '<script src="/_next/static/chunks/late.js" async="">',
      '<script src="/_next/static/chunks/late.js" async="" integrity="sha256-x">',
    );
    expect(() => deferHydration(withIntegrity, { page: 'server/app/news.html' })).toThrow(
      /script markup — <script src="\/_next\/static\/chunks\/late.js" async="" integrity="sha256-x"><\/script> in server\/app\/news.html/,
    );
    const noCharset = page.replace('<meta charSet="utf-8"/>', '');
    expect(() => deferHydration(noCharset, { page: 'server/app/news.html' })).toThrow(
      /charset meta — server\/app\/news.html/,
    );
  });
});
