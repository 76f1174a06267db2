// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { snippetParts } from '@/domain/search';
import { decodeEntities, htmlToText } from './html';
import type { ResolvedUnit } from './query';
import { escapeHtml, matchSpans, snippet } from './snippet';

const phrase = (text: string): ResolvedUnit => ({ kind: 'phrase', terms: [...text] });
const word = (term: string, variants: string[] = []): ResolvedUnit => ({
  kind: 'word',
  term,
  prefix: term.length >= 2,
  variants,
});

describe('htmlToText', () => {
  it('strips tags, decodes entities and separates blocks', () => {
    expect(
      htmlToText('<h2>標題</h2><p>一&amp;二 &lt;b&gt; &#8212; &#x4E09;&nbsp;四</p><ul><li>a</li><li>b</li></ul>').zh,
    ).toBe('標題 一&二 <b> — 三 四 a b');
  });

  it('keeps inline elements inside a word and skips scripts, styles and comments', () => {
    expect(
      htmlToText(
        '<p>de<strong>sign</strong> <a href="/x">link</a><!-- note --><script>x()</script><style>p{}</style></p>',
      ).zh,
    ).toBe('design link');
  });

  it('puts text under lang="en" into the English part, nested or not', () => {
    const text = htmlToText(
      '<p>中文</p><section lang="en"><h2>English</h2><p>text <em>here</em></p></section><p lang="en-GB">colour</p><p>又是中文</p><img src="x.svg" alt="圖">',
    );
    expect(text).toEqual({ zh: '中文 又是中文', en: 'English text here colour' });
  });

  it('ignores attributes that look like text', () => {
    expect(htmlToText('<a title="not > text" href="/x">yes</a>')).toEqual({ zh: 'yes', en: '' });
  });

  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&copy; &bogus; &#0; &#xD800;')).toBe('&copy; &bogus;    ');
  });
});

describe('matchSpans', () => {
  it('finds phrases anywhere and words by prefix or as corrections, merged and in order', () => {
    const text = '臺北設計 Designers design & desk';
    expect(matchSpans(text, [phrase('台北')])).toEqual([{ start: 0, end: 2 }]);
    expect(matchSpans(text, [word('desig')]).map((s) => text.slice(s.start, s.end))).toEqual(['Designers', 'design']);
    expect(matchSpans(text, [word('dezk', ['desk'])]).map((s) => text.slice(s.start, s.end))).toEqual(['desk']);
    expect(matchSpans(text, [phrase('北設'), phrase('設計')])).toEqual([{ start: 1, end: 4 }]);
  });
});

describe('snippet', () => {
  const long = `${'前文'.repeat(60)}這裡是設計工作營的報導${'後文'.repeat(60)}`;

  it('cuts a window around the first match, with ellipses and the match marked', () => {
    const s = snippet(long, [phrase('設計')], 40);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<mark>設計</mark>');
    expect([...s.replace(/<\/?mark>/g, '')].length).toBeLessThanOrEqual(40 + 2);
  });

  it('shows the beginning when nothing matches', () => {
    expect(snippet(long, [phrase('沒有')], 10)).toBe('前文前文前文前文前文…');
    expect(snippet('short', [phrase('沒有')], 10)).toBe('short');
    expect(snippet('', [phrase('設計')], 10)).toBe('');
  });

  it('escapes the text: only the marks are markup', () => {
    const s = snippet('<script>alert("x")</script> & design\'s', [word('design')], 200);
    expect(s).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>design&#39;s</mark>');
    expect(snippetParts(s)).toEqual([
      { text: '<script>alert("x")</script> & ', marked: false },
      { text: "design's", marked: true },
    ]);
  });

  it('does not cut English words or surrogate pairs in half', () => {
    const text = `${'alpha beta gamma '.repeat(10)}design ${'delta epsilon '.repeat(10)}`;
    const s = snippet(text, [word('design')], 60).replace(/<\/?mark>/g, '');
    const inner = s.replace(/^…/, '').replace(/…$/, '');
    for (const w of inner.split(' ')) expect(['alpha', 'beta', 'gamma', 'design', 'delta', 'epsilon']).toContain(w);
    const emoji = snippet(`${'🙂'.repeat(30)}設計`, [phrase('設計')], 11);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('escapes with the usual five entities', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
