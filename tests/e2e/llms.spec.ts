import { expect, test, type Page } from '@playwright/test';
import type { Nodes } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { LLMS_TXT, markdownTwin, pageOfTwin } from '@/domain/files';
import { api, paths } from '@/domain/paths';
import { restUrl } from './helpers';
import { NOT_TEXT } from '@/server/markdownTwin';

/**
 * /llms.txt and the pages' Markdown twins, as a language model's crawler reads them: every link of llms.txt
 * answers, every page of the sitemap has its twin there, and each twin says what its page shows with
 * JavaScript off, no more and no less (compared in the browser, text by text, whitespace aside).
 */

const linksOf = (markdown: string) => [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const bare = (text: string) => text.replace(/\s+/g, '');

/** The texts of a twin's body: what a reader of the Markdown reads (its markup, links' targets and front matter aside). */
function twinTexts(twin: string): string[] {
  const body = twin.replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = fromMarkdown(body, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  const out: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode') out.push(bare(node.value));
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return out.filter(Boolean);
}

async function llmsTwins(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const res = await request.get(LLMS_TXT);
  expect(res.status()).toBe(200);
  return linksOf(await res.text())
    .map(local)
    .filter((p) => pageOfTwin(p.split('?')[0]!) !== null);
}

test('llms.txt names the site, links the twin of every page of the sitemap, and every link answers', async ({
  request,
}) => {
  const res = await request.get(LLMS_TXT);
  expect(res.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/);
  const text = await res.text();
  expect(text).toMatch(/^# \S.+\n\n> \S/);
  const links = linksOf(text);
  const twins = new Set(links.map(local));
  const sitemap = await (await request.get(paths.sitemap)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => local(m[1]!))
    .filter((p) => !p.startsWith('/data/'));
  expect(pages.length).toBeGreaterThan(200);
  for (const page of pages) expect(twins, `the twin of ${page}`).toContain(markdownTwin(page));
  for (const link of links) {
    const answer = await request.get(local(link));
    expect(answer.status(), link).toBe(200);
    if (pageOfTwin(new URL(link).pathname) !== null) {
      expect(answer.headers()['content-type'], link).toBe('text/markdown; charset=utf-8');
      expect(answer.headers().link, link).toBe(
        `<${link.replace(/\.md$/, '').replace(/\/index\.html$/, '')}>; rel="canonical"`,
      );
    }
  }
});

test("a news item's twin holds its title and body; a list page past the first has its twin; a missing page's is 404", async ({
  request,
}) => {
  const item = (await (await request.get(restUrl(api.newsItem(213)))).json()) as {
    data: { title: string; subTitle: string; content: string };
  };
  const twin = await (await request.get(markdownTwin(paths.newsItem(213)))).text();
  expect(twin).toContain(`# ${item.data.title} ${item.data.subTitle}`);
  const firstParagraph = /<p>([^<]+)<\/p>/.exec(item.data.content)![1]!;
  expect(twin).toContain(firstParagraph);
  const second = await request.get(markdownTwin(paths.newsList('news', 2)));
  expect(second.status()).toBe(200);
  expect(await second.text()).toContain('url: "');
  expect((await request.get('/news/99999999.md')).status()).toBe(404);
  expect((await request.get('/news/101.md.md')).status()).toBe(404);
});

/**
 * The texts a visitor sees in the page's main, JavaScript off, its `<details>` opened: each text node shown, in
 * order.
 */
async function pageTexts(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(res?.status(), path).toBe(200);
  return await page.evaluate((notText) => {
    const main = document.querySelector('main');
    const texts: string[] = [];
    if (!main) return texts;
    // what a reader opens is the page's text too
    for (const details of main.querySelectorAll('details')) details.open = true;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest(notText) || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, '');
      if (text) texts.push(text);
    }
    return texts;
  }, NOT_TEXT);
}

const SHARDS = 4;
test.describe('each twin is its page’s text', () => {
  test.describe.configure({ mode: 'parallel' });
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`twins ${shard + 1} of ${SHARDS}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const twins = (await llmsTwins(request)).filter((_, i) => i % SHARDS === shard);
      expect(twins.length).toBeGreaterThan(40);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const visitor = await context.newPage();
      for (const twin of twins) {
        const page = pageOfTwin(twin)!;
        const markdown = await (await request.get(twin)).text();
        const fromTwin = twinTexts(markdown);
        const fromPage = await pageTexts(visitor, page);
        expect(fromPage.length, page).toBeGreaterThan(0);
        // every text the page shows is in the twin, and every text of the twin is on the page
        const twinText = fromTwin.join('');
        const missing = fromPage.filter((t) => !twinText.includes(t));
        expect(missing, `${page}: shown but not in its twin`).toEqual([]);
        const pageText = fromPage.join('');
        const extra = fromTwin.filter((t) => !pageText.includes(t));
        expect(extra, `${twin}: in the twin but not shown`).toEqual([]);
      }
      await context.close();
    });
  }
});
