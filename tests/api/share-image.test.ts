// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Media } from '@/domain/media';
import { shareCardPng, shareCardSvg, staticPicture, wrap } from '@/server/shareImage';

/** Raw RGBA pixels of a PNG. */
const pixels = async (png: Buffer) => sharp(png).raw().toBuffer();

describe('share cards', () => {
  it('are 1200 x 630 PNGs', async () => {
    const png = await shareCardPng({ title: '關於我們', subTitle: 'About Us', kicker: '系所介紹 Department' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('draw Chinese glyphs (a machine without a CJK font would draw the same box for every character)', async () => {
    const a = await pixels(await shareCardPng({ title: '設', subTitle: 'x' }));
    const b = await pixels(await shareCardPng({ title: '計', subTitle: 'x' }));
    const differing = a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0);
    expect(differing, 'two different characters give two different images').toBeGreaterThan(500);
  }, 20_000);

  it('put the news banner or the portrait in the card, and escape text', async () => {
    const svg = shareCardSvg({
      title: 'A & <B>',
      subTitle: '"quoted"',
      picture: { href: staticPicture('news/101.svg'), kind: 'banner' },
    });
    expect(svg).toContain('A &amp; &lt;B&gt;');
    expect(svg).toContain('&quot;quoted&quot;');
    expect(svg).toMatch(/<image href="data:image\/svg\+xml;base64,/);
  });

  it('show a photograph by its derivative, never its original (which keeps its GPS position)', async () => {
    // the demo's portrait of professor 1: a JPEG whose derivatives the content check made
    const ref = 'people/full-1.jpg';
    const { readManifest } = await import('@/server/media/store');
    const { join } = await import('node:path');
    const manifest = readManifest([join(process.cwd(), 'data', 'media.json')]);
    const media = manifest.media[`portrait:${ref}`] as Media | undefined;
    expect(media, 'npm run content:check has made its derivatives').toBeDefined();
    const href = staticPicture(ref, { [ref]: media! });
    expect(href).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = Buffer.from(href.slice(href.indexOf(',') + 1), 'base64');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.exif]).toEqual([media!.widths.filter((w) => w <= 1280).at(-1), undefined]);
    const png = await shareCardPng({ title: '周明哲', subTitle: 'Chou Ming-che', picture: { href, kind: 'portrait' } });
    const [r, g, b] = (
      await sharp(png).extract({ left: 980, top: 300, width: 1, height: 1 }).raw().toBuffer()
    ).values();
    expect(r! + g! + b!, 'the portrait is drawn, not left blank').toBeLessThan(700);
  });

  it('wrap Chinese anywhere and English at spaces, cutting with an ellipsis', () => {
    expect(wrap('一二三四五六七八九十', 4, 5)).toEqual(['一二三四', '五六七八', '九十']);
    expect(wrap('one two three four', 6, 5)).toEqual(['one two', 'three four']);
    expect(wrap('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
  });
});
