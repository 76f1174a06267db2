/**
 * The "publishing" fixture of the browser tests: a copy of the demo news in which an editor
 * has added one file, edited the title of another and deleted a third, as they would before running
 * `npm start`. scripts/e2e.mjs makes it and builds the base-path (/dept) site from it (project
 * `basepath` in playwright.config.ts); tests/e2e/publish.spec.ts checks that every view shows the change.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PUBLISH_DIR = '.e2e-data/publish';
export const PUBLISH_NEWS_DIR = join(PUBLISH_DIR, 'news');
export const PUBLISH_EXPECT = join(PUBLISH_DIR, 'expect.json');

const NEWS_FAMILY = ['NEWS', 'NEWS_TEACH', 'NEWS_AWARE', 'NEWS_MEDIA', 'NEWS_NOTICE', 'TEACH_GE'];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (name.endsWith('.md')) yield path;
  }
}

const field = (text, name) => new RegExp(`^${name}: (.*)$`, 'm').exec(text)?.[1]?.trim();

/** Today in Taipei, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());

export function makePublishFixture(root, sourceDir = join(root, 'content', 'news')) {
  rmSync(join(root, PUBLISH_DIR), { recursive: true, force: true });
  const newsDir = join(root, PUBLISH_NEWS_DIR);
  mkdirSync(newsDir, { recursive: true });
  cpSync(sourceDir, newsDir, { recursive: true });

  const items = [...files(newsDir)].map((path) => {
    const text = readFileSync(path, 'utf8');
    return {
      path,
      text,
      id: Number(field(text, 'newsId')),
      category: field(text, 'category'),
      date: field(text, 'displayDate'),
      title: field(text, 'title'),
    };
  });
  const family = items
    .filter((i) => NEWS_FAMILY.includes(i.category))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const [edited, removed] = family;

  // edit: a new title for the newest item of the news family
  const newTitle = `${edited.title}（更新）`;
  writeFileSync(edited.path, edited.text.replace(/^title: .*$/m, `title: ${newTitle}`));
  // delete: the second newest
  rmSync(removed.path);
  // add: a new item with the next id, dated today, the newest of all
  const id = Math.max(...items.map((i) => i.id)) + 1;
  const date = today();
  const added = {
    id,
    title: '新增消息：編輯發布的測試消息',
    subTitle: 'Added by the editor: a news item published from a file',
  };
  mkdirSync(join(newsDir, date.slice(0, 4)), { recursive: true });
  writeFileSync(
    join(newsDir, date.slice(0, 4), `${id}-added-by-the-editor.md`),
    `---
newsId: ${id}
category: NEWS
displayDate: ${date}
title: ${added.title}
subTitle: '${added.subTitle}'
description: 這則消息由編輯新增一個檔案發布，重新啟動網站後出現在列表、內容頁與 API。
subDescription: 'This item was published by adding one file; after a restart it shows in the list, its page and the API.'
imgUrl: news/101.svg
imgAlt: 抽象幾何圖形的橫幅
subImgAlt: A banner of abstract geometric forms
---

## 新增的消息

編輯新增一個 Markdown 檔案，執行 npm start 後，這則消息就出現在網站上。

<section lang="en">

## A new item

An editor added one Markdown file; after npm start the item is on the site.

</section>
`,
  );
  const expectations = { added, edited: { id: edited.id, title: newTitle }, removed: { id: removed.id } };
  writeFileSync(join(root, PUBLISH_EXPECT), JSON.stringify(expectations, null, 2));
  return expectations;
}

/** The environment of the site built and served from the fixture: the base-path (/dept) site of the tests. */
export const BASE_PATH_ENV = {
  BASE_PATH: '/dept',
  NEXT_DIST_DIR: '.next-dept',
  NEWS_DIR: PUBLISH_NEWS_DIR,
  DATA_DIR: join(PUBLISH_DIR, 'data'),
};
