import { describe, expect, it } from 'vitest';
import { preloadPriorityImage } from './preloadImage.mjs';

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>t</title></head><body>';

describe("a page's largest image", () => {
  it("is preloaded after the viewport's meta (before it a candidate is chosen for 980 px), by its AVIF source", () => {
    const html = `${head}<img src="/a.svg" loading="lazy"/><picture><source type="image/avif" srcSet="/m/k-320.avif 320w, /m/k-640.avif 640w" sizes="100vw"/><img src="/m/k-640.jpg" fetchPriority="high"/></picture></body></html>`;
    expect(preloadPriorityImage(html)).toBe(
      html.replace(
        'initial-scale=1"/>',
        'initial-scale=1"/><link rel="preload" as="image" type="image/avif" imagesrcset="/m/k-320.avif 320w, /m/k-640.avif 640w" imagesizes="100vw" fetchpriority="high"/>',
      ),
    );
  });

  it('is preloaded by its own address when it is a drawing; a page without one, or with it preloaded, is left', () => {
    const drawing = `${head}<picture><source type="image/avif" srcSet="/x.avif 1w" sizes="1px"/><img src="/x.jpg"/></picture><img src="/b.svg" fetchPriority="high"/></body>`;
    expect(preloadPriorityImage(drawing)).toContain(
      'initial-scale=1"/><link rel="preload" as="image" href="/b.svg" fetchpriority="high"/><title>',
    );
    const none = `${head}<img src="/b.svg"/></body>`;
    expect(preloadPriorityImage(none)).toBe(none);
    const once = preloadPriorityImage(drawing);
    expect(preloadPriorityImage(once)).toBe(once);
    const byReact = drawing.replace(
      '<title>',
      '<link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><title>',
    );
    expect(preloadPriorityImage(byReact)).toBe(byReact);
  });
});
