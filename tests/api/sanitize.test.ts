// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/domain/paths';
import { sanitizeHtml } from '@/server/sanitize';
import { PAYLOADS, threats } from '../support/xss';

describe('HTML sanitiser', () => {
  it(`holds at least 50 payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS.map((p, i) => [i + 1, p]))('payload %i: nothing dangerous survives', (_, payload) => {
    const once = sanitizeHtml(payload as string);
    expect(threats(once)).toEqual([]);
    // and serving sanitises again: still clean and stable
    expect(threats(sanitizeHtml(once, { assetPrefix: '/static' }))).toEqual([]);
  });

  it('keeps the rich content a news body needs', () => {
    const html =
      '<h2>標題</h2><p>段落 <strong>粗體</strong> <em>斜體</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引文</blockquote><figure><img src="news/figures/3.svg" alt="圖"><figcaption>圖說</figcaption></figure>' +
      `<p><a href="${SCREENS.applicationGuide}">內部連結</a> <a href="https://www.red-dot.org">外部</a> <a href="mailto:ipd@example.edu">信箱</a></p>` +
      '<section lang="en"><h2>Title</h2><p>Text</p></section>';
    const out = sanitizeHtml(html, { assetPrefix: '/dept/static' });
    const doc = new JSDOM(`<body>${out}</body>`).window.document;
    expect(
      doc.querySelectorAll('h2, p, ul, ol, li, blockquote, figure, figcaption, strong, em').length,
    ).toBeGreaterThanOrEqual(12);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/dept/static/news/figures/3.svg');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('圖');
    expect(doc.querySelector('section')?.getAttribute('lang')).toBe('en');
    const [internal, external, mail] = Array.from(doc.querySelectorAll('a'));
    expect(internal?.getAttribute('href')).toBe(SCREENS.applicationGuide);
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(mail?.getAttribute('href')).toBe('mailto:ipd@example.edu');
  });

  it('gives images without alt an empty alt and leaves absolute URLs alone', () => {
    const out = sanitizeHtml('<img src="https://cdn.example.org/a.png">', { assetPrefix: '/static' });
    expect(out).toContain('src="https://cdn.example.org/a.png"');
    expect(out).toContain('alt=""');
  });
});
