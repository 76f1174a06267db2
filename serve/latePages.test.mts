import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerSettingsOf,
  inlineScriptHashes,
  isOpenEndedAddress,
} from '../src/config/headers.ts';
import { finishLatePage } from './latePages.mjs';
import { isDeferred } from './deferHydration.mjs';

// a page as Next renders it at run time (a keyword view): its flight data inline, a visitor's text in it
const page = [
  '<!DOCTYPE html><html lang="zh-Hant"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script><title>T</title></head><body><main>木作</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"q:\\u003c/script\\u003e木作"])</script></body></html>',
].join('');
const settings = headerSettingsOf({ siteUrl: 'http://localhost:3000', assetUrl: '/static', apiHost: '' });

describe('a page rendered after the build', () => {
  const { html, csp } = finishLatePage(page, settings, 'test');

  it('has its hydration deferred, as a prerendered page', () => {
    expect(isDeferred(html)).toBe(true);
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
  });

  it('goes out with a CSP that allows exactly its inline scripts, the boot script included', () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(csp).toBe(contentSecurityPolicy({ ...settings, scriptHashes: hashes }));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('is finished once: a page from the cache comes back as it is', () => {
    expect(finishLatePage(html, settings).html).toBe(html);
  });
});

describe('open-ended addresses (not kept in the answer cache)', () => {
  it('are search and the directories with a keyword, under the base path too', () => {
    expect(isOpenEndedAddress('/search?q=a')).toBe(true);
    expect(isOpenEndedAddress('/industrial/professors/introduce?q=wood')).toBe(true);
    expect(isOpenEndedAddress('/dept/industrial/professors/partTimeProfessors?q=', '/dept')).toBe(true);
    expect(isOpenEndedAddress('/industrial/professors/introduce?rank=professor')).toBe(false);
    expect(isOpenEndedAddress('/industrial/professors/introduce')).toBe(false);
    expect(isOpenEndedAddress('/news?q=wood')).toBe(false);
  });
});
