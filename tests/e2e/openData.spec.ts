import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'csv-parse/sync';
import { api, CSV_SETS, OPEN_DATA_SETS, paths } from '@/domain/paths';
import { restUrl } from './helpers';

/**
 * The department's content as open data: each set as JSON that its own published JSON Schema accepts (checked by
 * Ajv, an independent validator), the tables also as CSV that a CSV parser reads back as the same records, under
 * the licence of content/site.json; listed on /subscribe and in the sitemap.
 */

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { dataLicence: string; dataLicenceUrl: string };
const count = (file: string) =>
  (JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { people: unknown[] }).people.length;

type DataFile = { licence: { name: string; url: string }; records: Record<string, unknown>[] };

test('each set is JSON its published schema accepts, under the licence, with every record', async ({ request }) => {
  const ajv = new Ajv2020({ strict: false });
  const news = (await (await request.get(restUrl(api.newsList))).json()) as { page: { total_rec: number } };
  const expected = {
    programmes: 2,
    people: ['fullTime', 'partTime', 'visiting', 'staff'].reduce((n, f) => n + count(`people/${f}.json`), 0),
    news: news.page.total_rec,
  } as Record<string, number>;
  for (const set of OPEN_DATA_SETS) {
    const res = await request.get(paths.openData(set, 'json'));
    expect(res.status(), set).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    const schemaRes = await request.get(paths.openData(set, 'schema'));
    expect(schemaRes.headers()['content-type']).toMatch(/^application\/schema\+json/);
    const validate = ajv.compile(await schemaRes.json());
    const file = (await res.json()) as DataFile;
    expect(validate(file), `${set}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(file.licence).toEqual({ name: site.dataLicence, url: site.dataLicenceUrl });
    if (expected[set] !== undefined) expect(file.records, set).toHaveLength(expected[set]);
    expect(file.records.length, set).toBeGreaterThan(0);
    // a record the schema does not describe is refused: the schema is not a formality
    expect(validate({ ...file, records: [{ ...file.records[0], extra: 1 }] })).toBe(false);
  }
});

test('each table is CSV a parser reads back as the JSON records, header first', async ({ request }) => {
  for (const set of CSV_SETS) {
    const json = (await (await request.get(paths.openData(set, 'json'))).json()) as DataFile;
    const res = await request.get(paths.openData(set, 'csv'));
    expect(res.headers()['content-type']).toMatch(/^text\/csv; charset=utf-8; header=present/);
    const rows = parse(await res.text(), { columns: true, relax_quotes: false }) as Record<string, string>[];
    expect(rows).toHaveLength(json.records.length);
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(json.records[0]!));
    const cell = (v: unknown) => (v === null ? '' : Array.isArray(v) ? v.join(' ') : String(v));
    for (const i of [0, Math.floor(rows.length / 2), rows.length - 1]) {
      expect(rows[i], `${set} row ${i}`).toEqual(
        Object.fromEntries(Object.entries(json.records[i]!).map(([k, v]) => [k, cell(v)])),
      );
    }
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/subscribe lists every file with its address and the licence; the sitemap lists the data', async ({
    page,
    request,
  }) => {
    await page.goto(paths.subscribe);
    const section = page.getByTestId('open-data');
    await expect(section.locator('h2')).toHaveText('開放資料 Open data');
    await expect(section.getByTestId('open-data-licence')).toHaveAttribute('href', site.dataLicenceUrl);
    await expect(section.getByTestId('open-data-licence')).toHaveText(site.dataLicence);
    for (const set of OPEN_DATA_SETS) {
      const links = section.locator(`section[data-set="${set}"]`).getByRole('link');
      const formats = (CSV_SETS as readonly string[]).includes(set) ? ['json', 'csv', 'schema'] : ['json', 'schema'];
      await expect(links).toHaveCount(formats.length);
      for (const [i, format] of formats.entries())
        await expect(links.nth(i)).toHaveAttribute('href', paths.openData(set, format as 'json'));
    }
    const sitemap = await (await request.get(paths.sitemap)).text();
    for (const set of OPEN_DATA_SETS) expect(sitemap).toContain(`${paths.openData(set, 'json')}</loc>`);
    expect(sitemap).toContain(`${paths.openData('news', 'csv')}</loc>`);
  });
});
