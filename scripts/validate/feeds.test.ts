// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atomEnclosures, enclosureProblems, mediaType, rssEnclosures } from './feeds.ts';

const svg = { status: 200, contentType: 'image/svg+xml', size: 3669 };

describe('enclosures (RSS 2.0 <enclosure>, Atom rel="enclosure")', () => {
  it('passes an enclosure with url, length and type that describe the served file', () => {
    const e = { item: '/news/814', url: 'http://x/static/news/814.svg', length: '3669', type: 'image/svg+xml' };
    expect(enclosureProblems(e, svg, true)).toEqual([]);
    // parameters of the Content-Type do not matter
    expect(enclosureProblems(e, { ...svg, contentType: 'image/svg+xml; charset=utf-8' }, true)).toEqual([]);
  });

  it('fails the type the server does not send and a length of 0', () => {
    const e = { item: '/news/814', url: 'http://x/static/news/814.svg', length: '0', type: 'image/svg' };
    expect(enclosureProblems(e, svg, true)).toEqual([
      {
        message: 'enclosure type is not the Content-Type the server sends for it',
        detail: 'item /news/814: type "image/svg", server "image/svg+xml"',
      },
      { message: 'enclosure length is not the size of the file', detail: 'item /news/814: length 0, file 3669 octets' },
    ]);
  });

  it('fails a missing url, length or type in RSS; Atom may leave out the length', () => {
    expect(enclosureProblems({ item: 'a' }, undefined, true).map((p) => p.message)).toEqual([
      'enclosure without url',
      'enclosure without type',
      'enclosure without length',
    ]);
    const atom = { item: 'a', url: 'http://x/a.svg', type: 'image/svg+xml' };
    expect(enclosureProblems(atom, svg, false)).toEqual([]);
  });

  it('fails a length that is not a number, and an address that does not answer 200', () => {
    const e = { item: 'a', url: 'http://x/a.svg', length: 'big', type: 'image/svg+xml' };
    expect(enclosureProblems(e, svg, true).map((p) => p.message)).toEqual([
      'enclosure length is not a number of octets',
    ]);
    const gone = enclosureProblems({ ...e, length: '1' }, { status: 404, contentType: 'text/html', size: 9 }, true);
    expect(gone.map((p) => p.message)).toEqual(['enclosure address does not answer 200']);
  });

  it('reads enclosures from RSS and Atom documents', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><link>http://x/news/1</link><enclosure url="http://x/1.svg" length="12" type="image/svg+xml"/></item>
      <item><link>http://x/news/2</link></item></channel></rss>`;
    expect(rssEnclosures(rss)).toEqual([
      { item: 'http://x/news/1', url: 'http://x/1.svg', length: '12', type: 'image/svg+xml' },
    ]);
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>urn:1</id>
      <link href="http://x/news/1"/><link rel="enclosure" href="http://x/1.svg" type="image/svg"/></entry></feed>`;
    expect(atomEnclosures(atom)).toEqual([
      { item: 'http://x/news/1', url: 'http://x/1.svg', length: undefined, type: 'image/svg' },
    ]);
  });

  it('compares media types without parameters or case', () => {
    expect(mediaType('Image/SVG+XML; charset=utf-8')).toBe('image/svg+xml');
  });
});
