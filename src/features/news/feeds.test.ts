import { statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { Feed } from 'feed';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES, type NewsDetail } from '@/domain/news';
import { STATIC_DIR } from '@/server/database';
import { enclosureOf, feedOf, screenChannel, withEnclosureTypes } from './feeds';

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

describe('feed enclosures of news documents', () => {
  const detail = (newsId: number, attachments?: NewsDetail['attachments']): NewsDetail => ({
    newsId,
    imgUrl: '/static/news/802.svg',
    title: `消息 ${newsId}`,
    subTitle: `News ${newsId}`,
    description: '摘要',
    subDescription: 'Summary',
    displayDate: '2026-03-01',
    displayType: 'APPLY_NOTICE',
    content: '<p>內容</p>',
    ...(attachments ? { attachments } : {}),
  });
  const rules = {
    url: '/static/attachments/1012/rules.pdf',
    label: '招生簡章',
    subLabel: 'Admission rules',
    type: 'application/pdf',
    size: 3966,
  };
  const form = {
    url: '/static/attachments/1012/form.docx',
    label: '表格 & 說明',
    subLabel: 'Form & notes',
    type: ATTACHMENT_TYPES.docx.type,
    size: 812,
  };
  const items = [detail(1012, [rules, form]), detail(802)];
  const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['item', 'entry', 'link', 'enclosure'].includes(name),
  });
  type Attrs = Record<string, string>;
  const banner = statSync(join(STATIC_DIR, 'news', '802.svg')).size;

  it('RSS: one enclosure an item, the first document with its type and length; the banner without documents', () => {
    const doc = xml.parse(feedOf(screenChannel('admissionNews'), 'rss', items)) as {
      rss: { channel: { item: Attrs[] } };
    };
    const [first, second] = doc.rss.channel.item.map((i) => i.enclosure as unknown as Attrs[]);
    expect(first).toEqual([
      {
        url: expect.stringMatching(/^https?:\/\/[^/]+\/static\/attachments\/1012\/rules\.pdf$/),
        length: '3966',
        type: 'application/pdf',
      },
    ]);
    expect(second).toEqual([
      { url: expect.stringMatching(/\/static\/news\/802\.svg$/), length: String(banner), type: 'image/svg+xml' },
    ]);
  });

  it('Atom: every document as a rel="enclosure" link with its type, length and title, beside the banner', () => {
    const doc = xml.parse(feedOf(screenChannel('admissionNews'), 'atom', items)) as { feed: { entry: Attrs[] } };
    const enclosures = doc.feed.entry.map((e) =>
      (e.link as unknown as Attrs[])
        .filter((l) => l.rel === 'enclosure')
        .map(({ href, type, length, title }) => ({
          href: href!.replace(/^https?:\/\/[^/]+/, ''),
          type,
          length,
          title,
        })),
    );
    expect(enclosures).toEqual([
      [
        { href: '/static/news/802.svg', type: 'image/svg+xml', length: String(banner), title: undefined },
        { href: rules.url, type: 'application/pdf', length: '3966', title: '招生簡章 Admission rules' },
        { href: form.url, type: form.type, length: '812', title: '表格 & 說明 Form & notes' },
      ],
      [{ href: '/static/news/802.svg', type: 'image/svg+xml', length: String(banner), title: undefined }],
    ]);
  });
});
