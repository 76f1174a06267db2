import { describe, expect, it } from 'vitest';
import { markdownTwin, pageOfTwin } from '../domain/files.ts';
import { markdownOf } from './markdownTwin.ts';

const page = (main: string, head = '<title>頁 Page | 系</title><link rel="canonical" href="https://ipd.example/x">') =>
  `<!doctype html><html lang="zh-Hant"><head>${head}</head><body><nav><a href="/menu">選單 Menu</a></nav><main id="main">${main}</main><footer>頁尾 Footer</footer></body></html>`;

describe('markdownTwin and pageOfTwin', () => {
  it('append .md (index.html.md for home), keep a page number, and read back', () => {
    expect(markdownTwin('/news/101')).toBe('/news/101.md');
    expect(markdownTwin('/')).toBe('/index.html.md');
    expect(markdownTwin('/news/awardNews?page=3')).toBe('/news/awardNews.md?page=3');
    expect(pageOfTwin('/news/101.md')).toBe('/news/101');
    expect(pageOfTwin('/index.html.md')).toBe('/');
    expect(pageOfTwin('/news/101')).toBeNull();
    expect(pageOfTwin('/.md')).toBeNull();
    expect(pageOfTwin('/news/.md')).toBeNull();
    expect(pageOfTwin('/news/index.html.md')).toBeNull();
  });
});

describe('markdownOf', () => {
  it("is the main's text under a front matter naming the page by its canonical address", () => {
    const twin = markdownOf(page('<h1>標題 <span lang="en">Title</span></h1><p>內文 Body</p>'), 'http://localhost/x');
    expect(twin).toBe('---\ntitle: "頁 Page | 系"\nurl: "https://ipd.example/x"\n---\n\n# 標題 Title\n\n內文 Body\n');
    expect(markdownOf(page('<p>x</p>', '<title>t</title>'), 'http://localhost/y')).toContain(
      'url: "http://localhost/y"',
    );
    expect(markdownOf('<html><body><p>no main</p></body></html>', 'http://localhost/')).toBeNull();
  });

  it('leaves out controls, scripts, dialogs, navigation and what is hidden; keeps what is shown', () => {
    const twin = markdownOf(
      page(
        '<p>看得見 Shown</p><button>複製 Copy</button><form><label>搜尋<input name="q"></label></form>' +
          '<script type="application/ld+json">{"a":1}</script><div hidden>藏起來</div><span aria-hidden="true">›</span>' +
          '<dialog open><p>對話框</p></dialog><nav aria-label="本單元選單"><a href="/a">其他頁</a></nav>',
      ),
      'http://localhost/',
    )!;
    expect(twin).toContain('看得見 Shown');
    for (const gone of ['複製', '搜尋', '"a":1', '藏起來', '›', '對話框', '其他頁', '選單', '頁尾'])
      expect(twin).not.toContain(gone);
  });

  it('makes links and images absolute, keeps alt text, and drops decorative images', () => {
    const twin = markdownOf(
      page(
        '<p><a href="/news/101">消息 News</a> <a href="#news/2">覆蓋</a></p>' +
          '<picture><source srcset="/a-320.avif 320w"><img src="/a-640.jpg" srcset="/a-320.jpg 320w" alt="工作桌 A worktable"></picture>' +
          '<img src="/line.svg" alt="">',
      ),
      'http://localhost/',
    )!;
    expect(twin).toContain('[消息 News](https://ipd.example/news/101)');
    expect(twin).toContain('[覆蓋](https://ipd.example/x#news/2)');
    expect(twin).toContain('![工作桌 A worktable](https://ipd.example/a-640.jpg)');
    expect(twin).not.toContain('line.svg');
    expect(twin).not.toContain('320w');
  });

  it('keeps apart what the page shows apart: a card run together in its markup, a name and its English form', () => {
    const twin = markdownOf(
      page(
        '<ul><li><a href="/news/1"><span><time>2026.11.17</time><span>開放日</span><span lang="en">Open Day</span></span></a></li></ul>' +
          '<p>林淑華<span lang="en">Lin Shu-hua</span></p>',
      ),
      'http://localhost/',
    )!;
    expect(twin).toContain('[2026.11.17 開放日 Open Day](https://ipd.example/news/1)');
    expect(twin).toContain('林淑華 Lin Shu-hua');
  });

  it('writes a table of plain cells as a table, and one whose cells hold lists as a section per row', () => {
    const plain = markdownOf(
      page(
        '<table><thead><tr><th>年 Year</th><th>學分 Credits</th></tr></thead><tbody><tr><td>1</td><td>32</td></tr></tbody></table>',
      ),
      'http://localhost/',
    )!;
    expect(plain).toContain('| 年 Year | 學分 Credits |\n| - | - |\n| 1 | 32 |');
    const lists = markdownOf(
      page(
        '<table><thead><tr><td></td><th>大學部 BA</th><th>碩士班 MA</th></tr></thead><tbody>' +
          '<tr><th>必修 Required</th><td><ul><li>基礎設計</li><li>模型製作</li></ul></td><td><ul><li>研究方法</li></ul></td></tr></tbody></table>',
      ),
      'http://localhost/',
    )!;
    expect(lists).toContain(
      '### 必修 Required\n\n**大學部 BA**\n\n- 基礎設計\n- 模型製作\n\n**碩士班 MA**\n\n- 研究方法',
    );
  });
});
