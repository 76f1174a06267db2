import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Feed } from 'feed';
import { describe, expect, it } from 'vitest';
import { STATIC_DIR } from '@/server/database';
import { enclosureOf, withEnclosureTypes } from './feeds';

describe('feed enclosures', () => {
  it("give a banner's real type and size", () => {
    const e = enclosureOf('/static/news/802.svg', STATIC_DIR, '/static');
    expect(e).toEqual({
      url: expect.stringMatching(/^https?:\/\/[^/]+\/static\/news\/802\.svg$/),
      type: 'image/svg+xml',
      length: statSync(join(STATIC_DIR, 'news', '802.svg')).size,
    });
    expect(e!.length).toBeGreaterThan(0);
  });

  it('leave out an image that is not one of the files, or of no known type', () => {
    expect(enclosureOf('https://elsewhere.example/a.svg', STATIC_DIR, '/static')).toBeNull();
    expect(enclosureOf('/static/news/missing-file.svg', STATIC_DIR, '/static')).toBeNull();
    expect(enclosureOf('/static/news/802', STATIC_DIR, '/static')).toBeNull();
  });

  it('carry their type into Atom, which the feed library writes from the extension', () => {
    const feed = new Feed({ title: 't', id: 'https://x.example/', link: 'https://x.example/', copyright: 'c' });
    const image = { url: 'https://x.example/static/a&b.svg', type: 'image/svg+xml', length: 42 };
    const jpeg = { url: 'https://x.example/static/c.jpg', type: 'image/jpeg', length: 7 };
    for (const [i, img] of [image, jpeg].entries()) {
      feed.addItem({
        title: `${i}`,
        id: `https://x.example/${i}`,
        link: `https://x.example/${i}`,
        date: new Date(0),
        image: img,
      });
    }
    const before = feed.atom1();
    expect(before).toContain('type="image/svg"');
    const after = withEnclosureTypes(before, [image, jpeg]);
    expect(after).toContain('href="https://x.example/static/a&amp;b.svg" type="image/svg+xml" length="42"');
    expect(after).toContain('href="https://x.example/static/c.jpg" type="image/jpeg" length="7"');
    expect(after.replace(/type="image\/(svg\+xml|jpeg)"/g, '')).toBe(before.replace(/type="image\/(svg|jpg)"/g, ''));
  });
});
