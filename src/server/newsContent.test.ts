// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYLOADS, threats } from '../../tests/support/xss';
import { formatProblem, NewsContentError, newsSlug, parseNewsFile, readNewsDir, renderNewsBody } from './newsContent';
import { sanitizeHtml } from './sanitize';

const tmp = mkdtempSync(join(tmpdir(), 'scuid-news-content-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A static folder holding news/1234.svg and news/figures/1234.svg. */
const staticDir = join(tmp, 'static');
mkdirSync(join(staticDir, 'news', 'figures'), { recursive: true });
for (const f of ['news/1234.svg', 'news/1235.svg', 'news/figures/1234.svg'])
  writeFileSync(join(staticDir, f), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const FILE = 'content/news/2026/1234-portfolio-clinic.md';
const BODY = '## 標題\n\n內容\n\n<section lang="en">\n\n## Title\n\nText\n\n</section>\n';

/** A news file: one front-matter line per entry (so the test knows every line number), then the body. */
function newsText(fields: Record<string, string | number>, body = BODY): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}
const FIELDS = {
  newsId: 1234,
  category: 'NEWS_TEACH',
  displayDate: '2026-11-10',
  title: '作品集健診之夜',
  subTitle: 'Portfolio Clinic',
  description: '摘要',
  subDescription: 'Summary',
  imgUrl: 'news/1234.svg',
  imgAlt: '藍底上的幾何圖形橫幅',
  subImgAlt: 'Geometric forms on blue',
};
const problemsOf = (text: string, file = FILE) => {
  const r = parseNewsFile(text, file, { staticDir });
  return 'problems' in r ? r.problems.map(formatProblem) : [];
};

describe('a news file with a wrong field', () => {
  it('passes when every field is right', () => {
    expect(
      problemsOf(
        newsText({
          ...FIELDS,
          eventStart: '2026-12-01T18:30',
          eventEnd: '2026-12-01T21:00',
          venue: '系館',
          subVenue: 'Department building',
        }),
      ),
    ).toEqual([]);
  });

  it('accepts draft, publishAt and unpublishAt', () => {
    const text = newsText({ ...FIELDS, draft: 'false', publishAt: '2026-12-01T09:00', unpublishAt: '2026-12-02' });
    const r = parseNewsFile(text, FILE, { staticDir });
    expect('frontMatter' in r && r.frontMatter).toMatchObject({
      draft: false,
      publishAt: '2026-12-01T09:00',
      unpublishAt: '2026-12-02',
    });
  });

  it('names the file, the line and the field: eventEnd before eventStart', () => {
    const text = newsText({
      newsId: 1234,
      category: 'NEWS_TEACH',
      displayDate: '2026-11-10',
      venue: '系館',
      eventStart: '2026-12-01',
      eventEnd: '2026-11-30',
      title: 't',
      subTitle: 's',
      description: 'd',
      subDescription: 'e',
      imgUrl: 'news/1234.svg',
      imgAlt: 'a',
      subImgAlt: 'b',
    });
    expect(problemsOf(text)).toEqual([
      'content/news/2026/1234-portfolio-clinic.md:7: eventEnd: must not be before eventStart (2026-12-01)',
    ]);
  });

  it.each([
    [
      'an unknown (misspelt) key',
      { evenStart: '2026-12-01' },
      12,
      'evenStart: unknown field (did you mean eventStart?)',
    ],
    ['a category that does not exist', { category: 'EXHIBITION' }, 3, 'category: must be one of NEWS, NEWS_TEACH'],
    [
      'a date that is not in the calendar',
      { displayDate: '2026-02-30' },
      4,
      'displayDate: must be a real date YYYY-MM-DD (got "2026-02-30")',
    ],
    ['a date in another form', { displayDate: '2026/11/10' }, 4, 'displayDate: must be a real date YYYY-MM-DD'],
    [
      'a time that does not exist',
      { eventStart: '2026-12-01T25:00', venue: '系館' },
      12,
      'eventStart: must be a real date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm',
    ],
    ['an event without a venue', { eventStart: '2026-12-01' }, 12, 'venue: is required when eventStart is given'],
    ['an end without a start', { eventEnd: '2026-12-01', venue: '系館' }, 12, 'eventEnd: needs eventStart'],
    [
      'a publishAt that is not a date',
      { publishAt: '2026-12-01 09:00' },
      12,
      'publishAt: must be a real date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm (got "2026-12-01 09:00")',
    ],
    [
      'an unpublishAt not after publishAt',
      { publishAt: '2026-12-01T09:00', unpublishAt: '2026-12-01T09:00' },
      13,
      'unpublishAt: must be after publishAt (2026-12-01T09:00)',
    ],
    [
      'an unpublishAt date before a publishAt time of the same day',
      { publishAt: '2026-12-01T09:00', unpublishAt: '2026-12-01' },
      13,
      'unpublishAt: must be after publishAt (2026-12-01T09:00)',
    ],
    ['a draft that is not true or false', { draft: 'yes' }, 12, 'draft: must be true or false'],
    ['a number where text belongs', { title: 2026 }, 5, 'title: must be text'],
    ['an empty alt text', { imgAlt: '""' }, 10, 'imgAlt: must not be empty'],
    ['no English alt text', { subImgAlt: '""' }, 11, 'subImgAlt: must not be empty'],
    [
      'an alt text that is the file name',
      { subImgAlt: '1234.svg' },
      11,
      'subImgAlt: must say what the image shows, not its file name (1234.svg)',
    ],
    [
      'an alt text that says it is an image',
      { subImgAlt: 'Photo of the jury' },
      11,
      'subImgAlt: must not start with "image of", "photo of" or 圖片',
    ],
    [
      'a Chinese alt text that says it is an image',
      { imgAlt: '圖片：評審合影' },
      10,
      'imgAlt: must not start with "image of", "photo of" or 圖片',
    ],
    [
      'an alt text of more than 150 characters',
      { subImgAlt: 'A'.repeat(151) },
      11,
      'subImgAlt: must be at most 150 characters (it has 151)',
    ],
    ['an id that is not a whole number', { newsId: '12.5' }, 2, 'newsId: must be a whole number'],
    [
      'an image path outside public/static',
      { imgUrl: '/etc/passwd.png' },
      9,
      'imgUrl: must be an image path under public/static',
    ],
    [
      'a banner that does not exist',
      { imgUrl: 'news/9999.svg' },
      9,
      'imgUrl: the image public/static/news/9999.svg does not exist',
    ],
  ])('%s', (_, change, line, message) => {
    const problems = problemsOf(newsText({ ...FIELDS, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}:${line}: ${message}`);
  });

  it('names a missing field', () => {
    const { imgAlt: _, ...rest } = FIELDS;
    expect(problemsOf(newsText(rest))).toEqual([`${FILE}:1: imgAlt: is required`]);
  });

  it('names YAML errors by line, duplicate keys included', () => {
    expect(problemsOf(newsText({ ...FIELDS, title: 'a: b' }))[0]).toMatch(
      new RegExp(`^${FILE}:5: the front matter is not valid YAML: Nested mappings`),
    );
    expect(problemsOf(newsText(FIELDS).replace('imgAlt:', 'title: again\nimgAlt:'))[0]).toMatch(
      new RegExp(`^${FILE}:10: the front matter is not valid YAML: Map keys must be unique`),
    );
  });

  it('asks for front matter, a closing line and a body', () => {
    expect(problemsOf('# just Markdown\n')).toEqual([
      `${FILE}:1: the file must start with front matter: a line ---, the YAML fields, and a closing line ---`,
    ]);
    expect(problemsOf('---\nnewsId: 1\n')).toEqual([`${FILE}:1: the front matter has no closing --- line`]);
    expect(problemsOf(newsText(FIELDS, '\n'))).toEqual([
      `${FILE}:13: body: the Markdown body after the front matter is empty`,
    ]);
  });

  it('asks every image of the body to say what it shows, with its line', () => {
    const body =
      '## 標題\n\n內容\n\n![](news/figures/1234.svg "圖說")\n\n<img src="news/figures/1234.svg" alt="圖片：師生合影">\n';
    expect(problemsOf(newsText(FIELDS, body))).toEqual([
      `${FILE}:18: body: an image of the body must say what it shows: write its alt text, ![what it shows](…)`,
      `${FILE}:20: body: must not start with "image of", "photo of" or 圖片: a screen reader already says it is an image`,
    ]);
  });

  it('names a body image that does not exist, with its line', () => {
    const body =
      '## 標題\n\n內容\n\n![圖](news/figures/404.svg "圖說")\n\n<img src="news/figures/1234.svg" alt="ok">\n';
    expect(problemsOf(newsText(FIELDS, body))).toEqual([
      `${FILE}:18: body: the image public/static/news/figures/404.svg does not exist`,
    ]);
  });
});

describe("an event's mode, place and sessions, named by file, line and field", () => {
  const EVENT = { ...FIELDS, eventStart: '2026-12-02T20:00', eventEnd: '2026-12-02T21:00', venue: '系館' };

  it.each([
    [
      'an online event without its link (named at its mode)',
      { eventAttendanceMode: 'online' },
      15,
      'onlineUrl: is required for an online event: the https:// link where people join or watch',
    ],
    [
      'a link that is not https://',
      { eventAttendanceMode: 'online', onlineUrl: 'http://www.example.org/live' },
      16,
      'onlineUrl: must be an https:// link, like https://www.example.org/live (got "http://www.example.org/live")',
    ],
    [
      'a country that is not an ISO code',
      { addressLocality: 'Eindhoven', addressCountry: 'Holland' },
      16,
      'addressCountry: must be a two-letter ISO 3166-1 country code like TW, NL or JP (got "Holland")',
    ],
    [
      'a city without its country (named at the city)',
      { addressLocality: 'Eindhoven' },
      15,
      'addressCountry: is required with addressLocality: the country code of that city, like NL',
    ],
    [
      'sessions without an end (the repeat rule needs the last date)',
      { eventEnd: undefined, eventSessions: '[2026-12-02, 2026-12-09]' },
      14,
      "eventSessions: needs eventEnd: the last session's date (with the time each session ends)",
    ],
    [
      'sessions given as one line of text',
      { eventEnd: '2026-12-09T21:00', eventSessions: '2026-12-02 2026-12-09' },
      15,
      'eventSessions: must be a list of session dates, one per line (- 2026-12-02)',
    ],
  ])('%s', (_, change, line, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...EVENT, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string | number>;
    expect(problemsOf(newsText(fields))).toEqual([`${FILE}:${line}: ${message}`]);
  });

  it('reads a lecture series held online and an exhibition abroad', () => {
    const series = parseNewsFile(
      newsText({
        ...EVENT,
        eventEnd: '2026-12-09T21:00',
        eventSessions: '[2026-12-02, 2026-12-09]',
        eventAttendanceMode: 'online',
        onlineUrl: 'https://www.example.org/lanchuan-ipd/talks',
      }),
      FILE,
      { staticDir },
    );
    expect('frontMatter' in series && series.frontMatter).toMatchObject({
      eventSessions: ['2026-12-02', '2026-12-09'],
      eventAttendanceMode: 'online',
      onlineUrl: 'https://www.example.org/lanchuan-ipd/talks',
    });
    const abroad = parseNewsFile(newsText({ ...EVENT, addressLocality: 'Eindhoven', addressCountry: 'NL' }), FILE, {
      staticDir,
    });
    expect('frontMatter' in abroad && abroad.frontMatter).toMatchObject({
      addressLocality: ['Eindhoven'],
      addressCountry: 'NL',
    });
  });
});

describe('the news folder', () => {
  let n = 0;
  /** A fresh news folder holding these files (path -> text). */
  const folder = (files: Record<string, string>) => {
    const dir = join(tmp, `news-${(n += 1)}`);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
  const problems = (dir: string) => {
    try {
      readNewsDir(dir, { staticDir });
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(NewsContentError);
      return (error as NewsContentError).problems.map(
        (p) => `${p.file.split('/').slice(-2).join('/')}:${p.line ?? ''}: ${p.field ?? ''}: ${p.message}`,
      );
    }
  };

  it('reads every valid file, sorted by newsId, with its hash', () => {
    const dir = folder({
      '2026/1235-b.md': newsText({ ...FIELDS, newsId: 1235, imgUrl: 'news/1235.svg' }),
      '2026/1234-a.md': newsText(FIELDS),
      'README.txt': 'not news',
    });
    const items = readNewsDir(dir, { staticDir });
    expect(items.map((i) => [i.frontMatter.newsId, i.sourcePath])).toEqual([
      [1234, '2026/1234-a.md'],
      [1235, '2026/1235-b.md'],
    ]);
    expect(items[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('wants the file name to start with the newsId, the folder to be the year, ids unique', () => {
    const dir = folder({
      '2026/1234-a.md': newsText(FIELDS),
      '2026/1235-b.md': newsText(FIELDS),
      '2025/1235-c.md': newsText({ ...FIELDS, newsId: 1235 }),
      '2026/Portfolio Clinic.md': newsText(FIELDS),
      'loose-1.md': newsText(FIELDS),
    });
    expect(problems(dir)).toEqual([
      '2025/1235-c.md:4: displayDate: 2026-11-10 is not in 2025: move the file to the folder 2026/',
      '2026/1235-b.md:2: newsId: 1234 differs from the id in the file name (1235); the name must start with the newsId',
      expect.stringMatching(/^2026\/1235-b\.md:2: newsId: 1234 is also the newsId of .*2026\/1234-a\.md$/),
      expect.stringMatching(
        /^2026\/Portfolio Clinic\.md:: : a news file must be named \{YYYY\}\/\{newsId\}-\{slug\}\.md/,
      ),
      expect.stringMatching(/\/loose-1\.md:: : a news file must be named/),
    ]);
    expect(problems(folder({ '2026/1234-a.md': newsText(FIELDS), '2026/1234-b.md': newsText(FIELDS) }))).toEqual([
      expect.stringMatching(/^2026\/1234-b\.md:2: newsId: 1234 is also the newsId of .*2026\/1234-a\.md$/),
    ]);
  });

  it('refuses a news folder that does not exist', () => {
    expect(() => readNewsDir(join(tmp, 'nowhere'), { staticDir })).toThrow(
      /nowhere: the news folder does not exist \(check NEWS_DIR\)/,
    );
  });
});

describe('Markdown bodies', () => {
  const dom = (html: string) => new JSDOM(`<body>${html}</body>`).window.document;

  it('render headings, lists, tables and the English part', () => {
    const doc = dom(
      renderNewsBody(
        '## 標題\n\n### 小標\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n| 項目 | 內容 |\n| --- | ---: |\n| 日期 | 12 月 3 日 |\n| 地點 | 系館 |\n\n**粗體** 與 *斜體* 與 ~~刪除~~\n\n<section lang="en">\n\n## Title\n\n- one\n\n</section>\n',
      ),
    );
    expect(doc.querySelector('h2')?.textContent).toBe('標題');
    expect(doc.querySelector('h3')?.textContent).toBe('小標');
    expect(Array.from(doc.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(['一', '二', 'one']);
    expect(Array.from(doc.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual(['甲', '乙']);
    expect(Array.from(doc.querySelectorAll('table thead th')).map((th) => th.textContent)).toEqual(['項目', '內容']);
    expect(
      Array.from(doc.querySelectorAll('table tbody tr')).map((tr) =>
        Array.from(tr.children).map((td) => td.textContent),
      ),
    ).toEqual([
      ['日期', '12 月 3 日'],
      ['地點', '系館'],
    ]);
    expect(doc.querySelector('strong')?.textContent).toBe('粗體');
    expect(doc.querySelector('em')?.textContent).toBe('斜體');
    expect(doc.querySelector('s')?.textContent).toBe('刪除');
    const section = doc.querySelector('section[lang="en"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Title');
  });

  it('give links to other sites rel="noopener noreferrer" (written and bare), and none to the site itself', () => {
    const doc = dom(
      renderNewsBody(
        '[紅點](https://www.red-dot.org) 與 https://www.example.org/page 與 [聯絡我們](/contactUs) 與 [信箱](mailto:ipd@example.edu)\n',
      ),
    );
    const [redDot, bare, internal, mail] = Array.from(doc.querySelectorAll('a'));
    for (const a of [redDot, bare]) {
      expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a?.getAttribute('target')).toBe('_blank');
    }
    expect(bare?.getAttribute('href')).toBe('https://www.example.org/page');
    expect(internal?.getAttribute('href')).toBe('/contactUs');
    expect(internal?.hasAttribute('rel')).toBe(false);
    expect(mail?.getAttribute('href')).toBe('mailto:ipd@example.edu');
  });

  it("give the body's own images their width and height (figures and inline), and no others", () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'news-static-'));
    mkdirSync(join(staticDir, 'news', 'figures'), { recursive: true });
    writeFileSync(
      join(staticDir, 'news', 'figures', '1.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"></svg>',
    );
    writeFileSync(
      join(staticDir, 'news', '2.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"></svg>',
    );
    writeFileSync(join(staticDir, 'news', 'broken.png'), 'not an image');
    const doc = dom(
      renderNewsBody(
        '![展場](news/figures/1.svg "說明")\n\n行內 ![小圖](news/2.svg) 與 ![壞](news/broken.png) 與 ![外站](https://example.org/a.png) 與 ![無](news/none.svg)\n',
        { staticDir },
      ),
    );
    const sizes = Array.from(doc.querySelectorAll('img')).map((img) => [
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]);
    expect(sizes).toEqual([
      ['news/figures/1.svg', '1200', '800'],
      ['news/2.svg', '64', '48'],
      ['news/broken.png', null, null],
      ['https://example.org/a.png', null, null],
      ['news/none.svg', null, null],
    ]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('turn a lone image with a title into a figure with its caption', () => {
    const html = renderNewsBody(
      '![展場一景](news/figures/1234.svg "今年展場以回收紙管搭建。")\n\n行內 ![小圖](news/1234.svg) 圖\n',
    );
    const doc = dom(html);
    const figure = doc.querySelector('figure');
    expect(figure?.querySelector('img')?.getAttribute('src')).toBe('news/figures/1234.svg');
    expect(figure?.querySelector('img')?.getAttribute('alt')).toBe('展場一景');
    expect(figure?.querySelector('figcaption')?.textContent).toBe('今年展場以回收紙管搭建。');
    expect(doc.querySelectorAll('figure')).toHaveLength(1);
    expect(doc.querySelector('p img')?.getAttribute('alt')).toBe('小圖');
    // served under the asset prefix like any stored image path
    expect(sanitizeHtml(html, { assetPrefix: '/dept/static' })).toContain('src="/dept/static/news/figures/1234.svg"');
  });

  it.each(PAYLOADS.map((p, i) => [i + 1, p]))(
    'payload %i as raw HTML in a body: nothing dangerous survives',
    (_, payload) => {
      const body = `## 標題\n\n${payload}\n\n段落 ${payload} 之後\n\n- 清單 ${payload}\n\n<section lang="en">\n\n${payload}\n\n</section>\n`;
      const html = renderNewsBody(body);
      expect(threats(html)).toEqual([]);
      expect(threats(sanitizeHtml(html, { assetPrefix: '/static' }))).toEqual([]);
    },
  );

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '![x](javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '[x]( javascript:alert(1) "t")',
    '[x](//evil.example/path)',
  ])('Markdown link %s: no script URL survives', (markdown) => {
    expect(threats(renderNewsBody(`${markdown}\n`))).toEqual([]);
  });
});

describe('slugs', () => {
  it.each([
    ['Portfolio Clinic Night: One-to-One Feedback from Design Leads', 'portfolio-clinic-night-one-to-one'],
    ['Department Open Day on 19 December for High School Students and Parents', 'department-open-day-on-19-december'],
    ["Children's Café Chairs", 'childrens-cafe-chairs'],
    ['作品集', 'news'],
  ])('%s -> %s', (title, slug) => {
    expect(newsSlug(title)).toBe(slug);
  });
});
