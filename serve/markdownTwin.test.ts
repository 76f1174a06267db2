import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twinAnswer, TWIN_FOLDER } from './markdownTwin.ts';

const page = (main: string, head = '<title>頁 Page | 系</title><link rel="canonical" href="https://ipd.example/x">') =>
  `<!doctype html><html lang="zh-Hant"><head>${head}</head><body><nav><a href="/menu">選單 Menu</a></nav><main id="main">${main}</main><footer>頁尾 Footer</footer></body></html>`;

describe('twinAnswer', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const build = () => {
    dist = mkdtempSync(join(tmpdir(), 'twins-'));
    mkdirSync(join(dist, TWIN_FOLDER, 'news'), { recursive: true });
    writeFileSync(
      join(dist, TWIN_FOLDER, 'news', '101.md'),
      '---\ntitle: "t"\nurl: "https://ipd.example/news/101"\n---\n\nkept\n',
    );
    return dist;
  };
  const rendered = (status: number, main = '<p>rendered</p>') =>
    vi.fn(async (address: string) => ({ status, html: page(main), url: `https://ipd.example${address}` }));

  it('answers a prerendered twin from the build, with its type and its page as canonical', async () => {
    const render = rendered(200);
    const answer = await twinAnswer(build(), '/news/101.md', render);
    expect(answer).toMatchObject({ status: 200, body: expect.stringContaining('kept') });
    expect(answer!.headers).toMatchObject({
      'Content-Type': 'text/markdown; charset=utf-8',
      Link: '<https://ipd.example/news/101>; rel="canonical"',
    });
    expect(render).not.toHaveBeenCalled();
  });

  it('renders the page of any other twin, with its page number and nothing else asked', async () => {
    const render = rendered(200);
    const answer = await twinAnswer(build(), '/news/awardNews.md?page=3&x=<script>', render);
    expect(answer).toMatchObject({ status: 200, body: expect.stringContaining('rendered') });
    expect(render).toHaveBeenCalledWith('/news/awardNews?page=3');
    await twinAnswer(dist, '/news/501.md', render);
    expect(render).toHaveBeenLastCalledWith('/news/501');
  });

  it("answers 404 for a page that is not there, a twin's twin and a path out of the build; 503 when the page fails", async () => {
    expect(await twinAnswer(build(), '/news/999.md', rendered(404))).toMatchObject({ status: 404 });
    const render = rendered(200);
    expect(await twinAnswer(dist, '/news/101.md.md', render)).toMatchObject({ status: 404 });
    expect(render).not.toHaveBeenCalled();
    expect(await twinAnswer(dist, '/../../etc/passwd.md', rendered(404))).toMatchObject({ status: 404 });
    expect(await twinAnswer(dist, '/news/1.md', rendered(500))).toMatchObject({ status: 503 });
    expect(await twinAnswer(dist, '/news/101', render)).toBeNull();
  });
});
