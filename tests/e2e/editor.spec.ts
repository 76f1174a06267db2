import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { EDITOR_AUTHOR, EDITOR_REPO, FIXTURE_AUTHOR } from '../support/editorFixture.mjs';
import { phonePhoto } from '../support/phonePhoto';

/**
 * The content editor (npm run edit) as a department's editor uses it, on a scratch git repository
 * with a copy of the content (tests/support/editorFixture.mjs). Saves that would write are either
 * real (and committed there) or caught on their way to the server and compared with the file.
 */
const root = join(import.meta.dirname, '..', '..');
const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: EDITOR_REPO, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
/** The copy as it was, before any test saved: the repository's first commit. */
const first = () => git('rev-list', '--max-parents=0', 'HEAD').trim();
const original = (path: string) => git('show', `${first()}:${path}`);
const allNewsPaths = () =>
  git('ls-tree', '-r', '--name-only', first(), 'content/news')
    .trim()
    .split('\n')
    .filter((path) => path.endsWith('.md'));

/** Where two texts differ: the lines of each between their common first and last lines. */
function changed(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail += 1;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** Moves inside the editor (a page load costs seconds on a dev server; its router answers popstate). */
async function open(page: Page, path: string) {
  if (!page.url().includes('/keystatic')) {
    await page.goto(path, { timeout: 120_000 });
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

/** Clicks Save, lets the update go no further than the browser, and returns the files it would write. */
async function caughtSave(page: Page): Promise<Record<string, string>> {
  const request = await sentUpdate(page, 'Save');
  const update = JSON.parse(request.postData()!) as Update;
  expect(update.deletions).toEqual([]);
  return Object.fromEntries(update.additions.map((a) => [a.path, Buffer.from(a.contents, 'base64').toString('utf8')]));
}

/**
 * Presses Save (or Create) until the update goes out. Keystatic ignores the press while it reloads the content
 * tree (its save returns at once when the tree is not loaded), which on a busy machine lasted long enough for a
 * press to be lost; an editor would press again, and so does this.
 */
async function sentUpdate(page: Page, name: 'Save' | 'Create'): Promise<Request> {
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForRequest('**/api/keystatic/update', { timeout: 15_000 });
    await page.getByRole('button', { name }).click();
    try {
      return await sent;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** Presses Save (or Create) until the update goes out, and gives the server's answer. */
async function pressSave(page: Page, name: 'Save' | 'Create' = 'Save'): Promise<Response> {
  const response = await (await sentUpdate(page, name)).response();
  if (!response) throw new Error('the update got no answer');
  return response;
}

const itemPath = (path: string) =>
  `/keystatic/collection/news/item/${encodeURIComponent(path.replace(/^content\/news\//, '').replace(/\.md$/, ''))}`;
const ZH_BODY = '內文（中文，Markdown） Body (Chinese, Markdown)';

test.beforeEach(async ({ page }) => {
  await page.route('**/fonts.googleapis.com/**', (route) => route.abort()); // no network here; its own fonts are a nicety
});

/** Opens each news entry, changes its Chinese text, and checks that only that line would be written. */
async function saveNewsEntries(page: Page, paths: string[]) {
  await page.route('**/api/keystatic/update', (route) => route.abort());
  for (const path of paths) {
    const name = /\/\d+-([^/]+)\.md$/.exec(path)![1]!;
    await open(page, itemPath(path));
    await expect(page.getByLabel('檔名（英文） File name')).toHaveValue(name, { timeout: 60_000 });
    const body = page.getByLabel(ZH_BODY);
    await body.press('ControlOrMeta+End');
    await body.pressSequentially('X');
    const files = await caughtSave(page);
    expect(Object.keys(files), path).toEqual([path]);
    expect(changed(original(path), files[path]!), path).toEqual({
      removed: [expect.any(String)],
      added: [expect.stringMatching(/X$/)],
    });
  }
}

/** The entries the saving tests below change for real (they may run beside these), left out here. */
const SAVED_FOR_REAL = new Set([
  'content/news/2024/1108-updated-upload-format-for-personal.md',
  'content/news/2026/214-portfolio-clinic-night-one-to-one.md',
]);

/**
 * What sets a news file's form in the editor apart: its front-matter fields, its category and the kinds of
 * Markdown in its body. One entry of each is opened here; src/editor/canonical.test.ts holds every file to
 * the editor's form without a browser (opening all 168 here took two minutes of the run).
 */
function shapeOf(text: string): string {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const fields = [...frontMatter.matchAll(/^([A-Za-z]+):/gm)].map((m) => m[1]).sort();
  const category = /^category: *(.*)$/m.exec(frontMatter)?.[1];
  const kinds = Object.entries({
    heading: /^#+ /m,
    image: /!\[/,
    table: /^\|/m,
    list: /^[-*] /m,
    numbered: /^\d+\. /m,
    link: /\]\(/,
    bold: /\*\*/,
    quote: /^> /m,
  }).flatMap(([kind, re]) => (re.test(body) ? [kind] : []));
  return `${fields.join(',')}|${category}|${kinds.join(',')}`;
}

test('the news list fills its title and date columns from one request for all its files', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/keystatic\/blobs?\//.test(`${new URL(request.url()).pathname}/`))
      asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/keystatic/collection/news', { timeout: 120_000 });
  // the first row: its title and date as its file has them
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: 60_000 });
  const slug = (await row.getByRole('rowheader').first().textContent())!.trim();
  const file = original(`content/news/${slug}.md`);
  const field = (name: string) => new RegExp(`^${name}: *'?(.*?)'?$`, 'm').exec(file)![1]!;
  await expect(row).toContainText(field('title'));
  await expect(row).toContainText(field('displayDate'));
  expect(asked.filter((p) => p.startsWith('/api/keystatic/blob/'))).toEqual([]);
  expect(asked.filter((p) => p === '/api/keystatic/blobs')).toHaveLength(1);
  // an entry opened from the list reads its file from what the list fetched
  await row.click();
  await expect(page.getByLabel('檔名（英文） File name')).toHaveValue(/^[a-z0-9-]+$/);
  expect(asked.filter((p) => p.startsWith('/api/keystatic/blob/'))).toEqual([]);
});

test.describe('news entries of every shape, opened and saved with one change', () => {
  test.describe.configure({ timeout: 300_000 });
  test('only the changed line differs', async ({ page }) => {
    const byShape = new Map<string, string>();
    for (const path of allNewsPaths()) {
      if (SAVED_FOR_REAL.has(path)) continue;
      const shape = shapeOf(original(path));
      if (!byShape.has(shape)) byShape.set(shape, path);
    }
    // the demo's news has more than twenty shapes: a broken shape finder would pick one or two
    expect(byShape.size).toBeGreaterThan(20);
    await saveNewsEntries(page, [...byShape.values()]);
  });
});

/** content:check on the scratch repository, as the build would run it there. */
function contentCheck() {
  return spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      join(root, 'tsconfig.json'),
      join(root, 'scripts/content-check.ts'),
    ],
    {
      cwd: EDITOR_REPO,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: '--conditions=react-server',
        NEWS_DIR: join(EDITOR_REPO, 'content', 'news'),
      },
    },
  );
}

test.describe('saving', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('every other content file opens and saves with one change, and nothing else differs', async ({ page }) => {
    await page.route('**/api/keystatic/update', (route) => route.abort());
    await open(page, '/keystatic');
    const links = page.locator('nav a[href^="/keystatic/singleton/"]');
    await expect(links.first()).toBeVisible({ timeout: 120_000 });
    const singletons = await links.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })),
    );
    const saved: string[] = [];
    for (const { href, label } of singletons) {
      await open(page, href);
      await expect(page.getByRole('heading', { name: label })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('textbox').or(page.getByRole('row')).first()).toBeVisible({ timeout: 60_000 });
      // a Chinese text takes one more letter without breaking a rule (a phone number would not)
      const boxes = page.getByRole('textbox');
      const chinese = await boxes.evaluateAll((els) =>
        els.findIndex((el) => /[\u4e00-\u9fff]/.test((el as HTMLInputElement).value)),
      );
      const text = boxes.nth(chinese);
      if (chinese >= 0) {
        await text.first().press('ControlOrMeta+End');
        await text.first().pressSequentially('X');
        const files = await caughtSave(page);
        const [path] = Object.keys(files);
        expect(Object.keys(files), href).toHaveLength(1);
        const diff = changed(original(path!), files[path!]!);
        expect(diff.removed, `${path}: one line`).toHaveLength(1);
        expect(diff.added, `${path}: one line`).toEqual([expect.stringMatching(/X",?$/)]);
        saved.push(path!);
      } else {
        // a list only (people, schools, milestones): take its first entry out
        // its delete button has no name in Keystatic 0.6.9: the last button of the row, after "Drag …"
        await page.getByRole('row').first().getByRole('button').last().click();
        const files = await caughtSave(page);
        const [path] = Object.keys(files);
        const before = JSON.parse(original(path!)) as Record<string, unknown[]>;
        const [key] = Object.keys(before);
        expect(Array.isArray(before[key!]), `${path}: a list`).toBe(true);
        expect(JSON.parse(files[path!]!), path).toEqual({ [key!]: before[key!]!.slice(1) });
        const diff = changed(original(path!), files[path!]!);
        expect(diff.added, `${path}: lines taken out, none changed`).toEqual([]);
        saved.push(path!);
      }
    }
    // every JSON content file but the menus, which name routes and stay a developer's
    const files = git('ls-tree', '-r', '--name-only', first(), 'content')
      .trim()
      .split('\n')
      .filter((path) => path.endsWith('.json') && path !== 'content/menus.json');
    expect(saved.sort()).toEqual(files.sort());
  });

  test('creates a news item with a banner and event dates: one commit, and the content check passes', async ({
    page,
  }) => {
    const before = git('rev-parse', 'HEAD').trim();
    await open(page, '/keystatic/collection/news/create');
    const id = page.getByLabel('消息編號 News id');
    await expect(id).not.toHaveValue('', { timeout: 120_000 });
    const newsId = await id.inputValue();
    await page.getByLabel('檔名（英文） File name').fill('editor-test-workshop');
    await page.getByRole('button', { name: /類別 Category/ }).click();
    await page.getByRole('option', { name: /活動資訊/ }).click();
    await page.getByLabel('顯示日期 Date shown').fill('2026-11-20');
    await page.getByLabel('標題（中文） Title (Chinese)').fill('編輯器測試工作坊');
    await page.getByLabel('標題（英文） Title (English)').fill('Editor test workshop');
    await page.getByLabel('摘要（中文） Summary (Chinese)').fill('一場由瀏覽器測試建立的工作坊。');
    await page.getByLabel('摘要（英文） Summary (English)').fill('A workshop made by the browser test.');
    await page
      .getByLabel('上傳 Upload: 橫幅圖片 Banner image')
      .setInputFiles(join(root, 'public/static/news/1007.svg'));
    await page.getByLabel('橫幅替代文字（中文） Banner alt text (Chinese)').fill('淺藍底上的藍色幾何圖形');
    await page.getByLabel('橫幅替代文字（英文） Banner alt text (English)').fill('Blue geometric forms on light blue');
    await page.getByLabel('活動開始 Event start').fill('2026-12-03T18:30');
    await page.getByLabel('活動結束 Event end').fill('2026-12-03T21:00');
    await page.getByLabel('地點（中文） Venue (Chinese)').fill('系館一樓');
    await page.getByLabel('地點（英文） Venue (English)').fill('Department building');
    await page.getByLabel(ZH_BODY).fill('## 工作坊\n\n內容。');
    await page.getByLabel('內文（英文，Markdown） Body (English, Markdown)').fill('## Workshop\n\nText.');
    expect((await pressSave(page, 'Create')).status()).toBe(200);
    await expect(page).toHaveURL(/\/item\//);

    const year = '2026';
    const file = `content/news/${year}/${newsId}-editor-test-workshop.md`;
    const text = readFileSync(join(EDITOR_REPO, file), 'utf8');
    expect(text).toMatch(new RegExp(`^---\\nnewsId: ${newsId}\\ncategory: NEWS_TEACH\\n`));
    expect(text).toContain('eventStart: 2026-12-03T18:30\neventEnd: 2026-12-03T21:00\n');
    const banner = /^imgUrl: (.+)$/m.exec(text)![1]!;
    expect(banner).toMatch(new RegExp(`^news/${year}/${newsId}-editor-test-workshop/1007-[a-z0-9]+\\.svg$`));

    expect(git('rev-parse', 'HEAD~1').trim()).toBe(before);
    expect(git('log', '-1', '--format=%an <%ae>').trim()).toBe(EDITOR_AUTHOR);
    expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort()).toEqual(
      [file, `public/static/${banner}`].sort(),
    );
    expect(git('status', '--porcelain').trim()).toBe('');
    const check = contentCheck();
    expect(check.stdout + check.stderr, 'content:check').toContain('every content file is valid');
    expect(check.status).toBe(0);
  });

  test('a photograph: refused when not an image, HEIC or over the caps, and without alt text, and an SVG with a script; saved upright, scaled, without its GPS', async ({
    page,
  }, testInfo) => {
    const path = 'content/news/2026/214-portfolio-clinic-night-one-to-one.md';
    const head = git('rev-parse', 'HEAD').trim();
    await open(page, itemPath(path));
    const banner = page.getByLabel('上傳 Upload: 橫幅圖片 Banner image');
    await expect(page.getByRole('textbox', { name: '橫幅圖片 Banner image', exact: true })).toHaveValue(
      'news/214.svg',
      {
        timeout: 60_000,
      },
    );
    const file = (name: string, data: Buffer) => {
      const at = testInfo.outputPath(name);
      writeFileSync(at, data);
      return at;
    };
    const refusedWith = async (name: string, data: Buffer, message: RegExp) => {
      await banner.setInputFiles(file(name, data));
      await expect(page.getByRole('alert').filter({ hasText: name })).toHaveText(message);
      await expect(page.getByRole('textbox', { name: '橫幅圖片 Banner image', exact: true })).toHaveValue(
        'news/214.svg',
      );
    };
    // read from the bytes, not the name; nothing is decoded or kept
    await refusedWith('notes.jpg', Buffer.from('meeting notes, not a picture'), /不是可用的圖片.*not an image we take/);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    await refusedWith('IMG_0042.HEIC', heic, /HEIC.*save it as JPEG first/);
    const huge = Buffer.alloc(26 * 1024 * 1024);
    (await phonePhoto({ width: 64, height: 48 })).copy(huge);
    await refusedWith('huge.jpg', huge, /檔案超過 25\.0 MB.*the file is over 25\.0 MB \(26\.0 MB\)/);

    // an SVG that carries a script is refused when saved, naming what it holds; nothing is written
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" onload="alert(1)"><script>alert(2)</script><rect width="40" height="30"/></svg>';
    await banner.setInputFiles(file('poster.svg', Buffer.from(hostile)));
    expect((await pressSave(page)).status()).toBe(422);
    await expect(
      page.getByText(/poster-[a-z0-9]+\.svg: SVG 含有不允許的內容：.*<script>.* \/ the SVG holds what is not allowed/),
    ).toBeVisible();
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(git('status', '--porcelain').trim()).toBe('');

    // a phone's photo, wider than 4,000 px, with its GPS position, taken held upright
    const photo = await phonePhoto({ width: 1650, height: 4400, orientation: 6, seed: 21, quality: 80 });
    expect(await exifr.gps(photo)).toBeTruthy();
    await banner.setInputFiles(file('jury.jpg', photo));
    await expect(page.getByTestId('image-crop-preview')).toBeVisible();
    // without its alt text in English it is not saved
    await page.getByLabel('橫幅替代文字（中文） Banner alt text (Chinese)').fill('評審團在展場前合影');
    await page.getByLabel('橫幅替代文字（英文） Banner alt text (English)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/不可空白 \/ must not be empty/).first()).toBeVisible();
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(git('status', '--porcelain').trim()).toBe('');

    await page
      .getByLabel('橫幅替代文字（英文） Banner alt text (English)')
      .fill('The jury in front of the exhibition hall');
    await page.getByLabel('焦點：距上 % Focal point: % from the top').fill('30');
    expect((await pressSave(page)).status()).toBe(200);

    const text = readFileSync(join(EDITOR_REPO, path), 'utf8');
    const ref = /^imgUrl: (.+)$/m.exec(text)![1]!;
    expect(ref).toMatch(/^news\/2026\/214-portfolio-clinic-night-one-to-one\/jury-[a-z0-9]+\.jpg#focus=50,30$/);
    expect(text).toContain('subImgAlt: The jury in front of the exhibition hall');
    const stored = readFileSync(join(EDITOR_REPO, 'public/static', ref.replace(/#.*$/, '')));
    const meta = await sharp(stored).metadata();
    // upright (it was stored on its side), at most 4,000 px, without its GPS position
    expect([meta.width, meta.height]).toEqual([1500, 4000]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(await exifr.gps(stored).catch(() => undefined)).toBeUndefined();
    expect(git('rev-parse', 'HEAD~1').trim()).toBe(head);
    const check = contentCheck();
    expect(check.stdout + check.stderr, 'content:check').toContain('every content file is valid');
    expect(check.status).toBe(0);
  });

  test('attaches a document to a news item: the file lands at attachments/{newsId}/, one commit, the check passes', async ({
    page,
  }) => {
    const path = 'content/news/2024/1108-updated-upload-format-for-personal.md';
    const head = git('rev-parse', 'HEAD').trim();
    const before = readFileSync(join(EDITOR_REPO, path), 'utf8');
    await open(page, itemPath(path));
    await expect(page.getByLabel('附件 1 名稱（中文） Label of attachment 1 (Chinese)')).toHaveValue(
      '個人申請作品集格式規定',
      { timeout: 60_000 },
    );
    const upload = page.getByLabel('上傳附件 Upload an attachment');

    // a file of another type is refused as it is chosen, in both languages
    await upload.setInputFiles(join(root, 'public/static/news/1007.svg'));
    await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, DOCX' })).toHaveText(
      '只能附加 PDF、DOCX、XLSX、PPTX、ODT 或 ZIP 檔（1007.svg） / Only PDF, DOCX, XLSX, PPTX, ODT or ZIP files can be attached (1007.svg)',
    );
    await expect(page.getByLabel('附件 2 名稱（中文） Label of attachment 2 (Chinese)')).toHaveCount(0);

    const source = join(root, 'public/static/attachments/1012/industry-practice-project-outline-form.pdf');
    await upload.setInputFiles(source);
    await page.getByLabel('附件 2 名稱（中文） Label of attachment 2 (Chinese)').fill('作品集範例');
    await page.getByLabel('附件 2 名稱（英文） Label of attachment 2 (English)').fill('Portfolio example');
    expect((await pressSave(page)).status()).toBe(200);

    const file = 'public/static/attachments/1108/industry-practice-project-outline-form.pdf';
    expect(readFileSync(join(EDITOR_REPO, file)).equals(readFileSync(source))).toBe(true);
    expect(changed(before, readFileSync(join(EDITOR_REPO, path), 'utf8'))).toEqual({
      removed: [],
      added: [
        '  - file: attachments/1108/industry-practice-project-outline-form.pdf',
        '    label: 作品集範例',
        '    subLabel: Portfolio example',
      ],
    });
    expect(git('rev-parse', 'HEAD~1').trim()).toBe(head);
    expect(git('show', '--name-only', '--format=%an <%ae>', 'HEAD').trim().split('\n')).toEqual([
      EDITOR_AUTHOR,
      '',
      ...[path, file].sort(),
    ]);
    expect(git('status', '--porcelain').trim()).toBe('');
    const check = contentCheck();
    expect(check.stdout + check.stderr, 'content:check').toContain('every content file is valid');
    expect(check.status).toBe(0);
  });

  test("edits one section of a professor's profile: that line of the file changes, nothing else", async ({ page }) => {
    const path = 'content/people/fullTime.json';
    const before = readFileSync(join(EDITOR_REPO, path), 'utf8');
    await open(page, '/keystatic/singleton/fullTime');
    await page.getByRole('row', { name: /林淑華/ }).click({ timeout: 60_000 });
    await page
      .getByRole('dialog')
      .getByRole('row', { name: /研究領域/ })
      .click();
    const section = page.getByRole('dialog').last();
    const english = section.getByLabel('說明（英文） Text (English)');
    await english.press('ControlOrMeta+End');
    await english.pressSequentially('\nService design for families');
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await pressSave(page)).status()).toBe(200);

    const after = readFileSync(join(EDITOR_REPO, path), 'utf8');
    const diff = changed(before, after);
    expect(diff.removed).toHaveLength(1);
    expect(diff.added).toEqual([expect.stringContaining('\\nService design for families"')]);
    expect(git('show', '--name-only', '--format=%an <%ae>', 'HEAD').trim().split('\n')).toEqual([
      EDITOR_AUTHOR,
      '',
      path,
    ]);
    expect(git('diff', '--numstat', 'HEAD~1', 'HEAD').trim()).toBe(`1\t1\t${path}`);
  });

  test('saves a new review date of the accessibility statement: that line changes, one commit, the check passes', async ({
    page,
  }) => {
    const path = 'content/accessibility.json';
    const before = readFileSync(join(EDITOR_REPO, path), 'utf8');
    const head = git('rev-parse', 'HEAD').trim();
    await open(page, '/keystatic/singleton/accessibility');
    const reviewed = page.getByLabel('最後檢視日期 Date last reviewed');
    await expect(reviewed).toHaveValue('2026-11-26', { timeout: 60_000 });

    // a day that does not exist is refused in the form: no request
    await reviewed.fill('2026-11-31');
    let sent = false;
    const watch = (r: { url: () => string }) => (sent ||= r.url().includes('/api/keystatic/update'));
    page.on('request', watch);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/須為實際存在的日期 YYYY-MM-DD \/ must be a real date YYYY-MM-DD/)).toBeVisible();
    expect(sent).toBe(false);
    page.off('request', watch);

    await reviewed.fill('2026-12-01');
    expect((await pressSave(page)).status()).toBe(200);

    const after = readFileSync(join(EDITOR_REPO, path), 'utf8');
    expect(changed(before, after)).toEqual({
      removed: ['  "lastReviewed": "2026-11-26"'],
      added: ['  "lastReviewed": "2026-12-01"'],
    });
    expect(git('rev-parse', 'HEAD~1').trim()).toBe(head);
    expect(git('show', '--name-only', '--format=%an <%ae>', 'HEAD').trim().split('\n')).toEqual([
      EDITOR_AUTHOR,
      '',
      path,
    ]);
    const check = contentCheck();
    expect(check.stdout + check.stderr, 'content:check').toContain('every content file is valid');
  });

  test('refuses an entry that would break the build, says why in both languages, and writes nothing', async ({
    page,
  }) => {
    const path = 'content/news/2026/1007-department-open-day-on-19-december.md';
    const head = git('rev-parse', 'HEAD').trim();
    const before = readFileSync(join(EDITOR_REPO, path), 'utf8');
    await open(page, itemPath(path));
    await expect(page.getByLabel('活動開始 Event start')).toHaveValue('2026-12-19T09:30', { timeout: 60_000 });

    // a rule across fields, checked by the content check on the server
    await page.getByLabel('活動結束 Event end').fill('2026-12-18');
    expect((await pressSave(page)).status()).toBe(422);
    await expect(page.getByText(/活動結束不可早於活動開始 \/ must not be before eventStart/)).toBeVisible();

    // a rule on one field, checked in the form: no request at all
    await page.getByLabel('活動結束 Event end').fill('2026-12-19T16:00');
    await page.getByLabel('標題（中文） Title (Chinese)').fill('');
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/api/keystatic/update')));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('不可空白 / must not be empty')).toBeVisible();
    expect(sent).toBe(false);

    expect(readFileSync(join(EDITOR_REPO, path), 'utf8')).toBe(before);
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(git('log', '--format=%an <%ae>', `${first()}..HEAD`)).not.toContain(FIXTURE_AUTHOR);
  });
});
