/**
 * `node scripts/bench/editor.mjs [http://127.0.0.1:3300] [runs]`: how long the running editor
 * (npm run edit) takes to open its news list in Chromium, from navigation to the first row with its
 * title (and from there, a click on that row to its form filled), and its
 * dashboard to the count of entries; the first run is a cold one when the dev server has not yet
 * compiled the page. Also times the tree of files the list is read from (/api/keystatic/tree).
 */
import { chromium } from 'playwright';

const base = process.argv[2] || 'http://127.0.0.1:3300';
const runs = Number(process.argv[3] || 4);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(path, ready) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.route('**/fonts.googleapis.com/**', (route) => route.abort());
  const started = Date.now();
  await page.goto(`${base}${path}`, { timeout: 300_000 });
  const found = await ready(page);
  const ms = Date.now() - started;
  await page.close();
  return { ms, found };
}

const list = [];
const item = [];
const dashboard = [];
for (let i = 0; i < runs; i += 1) {
  {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.route('**/fonts.googleapis.com/**', (route) => route.abort());
    let started = Date.now();
    await page.goto(`${base}/keystatic/collection/news`, { timeout: 300_000 });
    // the first row with its title column filled (Keystatic reads every entry for the columns)
    const row = page
      .getByRole('row')
      .nth(1)
      .filter({ hasText: /[\u4e00-\u9fff]/ });
    await row.waitFor({ timeout: 300_000 });
    list.push({ ms: Date.now() - started, found: (await row.textContent())?.trim().slice(0, 60) });
    // an editor opens the item from the list: to its form with its file name
    started = Date.now();
    await row.click();
    const name = page.getByLabel('檔名（英文） File name');
    await name.waitFor({ timeout: 60_000 });
    while ((await name.inputValue()) === '') await page.waitForTimeout(10);
    item.push({ ms: Date.now() - started, found: await name.inputValue() });
    await page.close();
  }
  dashboard.push(
    await timed('/keystatic', async (page) => {
      const count = page.getByText(/\d[\d,]* entr(y|ies)/);
      await count.first().waitFor({ timeout: 300_000 });
      return count.first().textContent();
    }),
  );
}
const tree = [];
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  const res = await fetch(`${base}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
  const body = await res.json();
  tree.push({ ms: Math.round(performance.now() - started), files: body.length });
}
await browser.close();

const report = (name, xs) =>
  console.log(
    `${name}: first ${xs[0].ms} ms, then median ${median(xs.slice(1).map((x) => x.ms))} ms (${xs
      .slice(1)
      .map((x) => x.ms)
      .join(', ')}); ${JSON.stringify(xs.at(-1).found ?? xs.at(-1).files)}`,
  );
report('news list to its first row', list);
report('a click on that row to its form', item);
report('dashboard to its count', dashboard);
report('/api/keystatic/tree', tree);
