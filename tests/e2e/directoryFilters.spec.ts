import { expect, test, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { VIEWPORT_DESKTOP, expectNoViolationsAtEachWidth, gotoHydrated } from './helpers';
import { fullTime, partTime } from './deptHelpers';

/**
 * The faculty directory's filters (rank, research field, keyword) on the full-time list and the keyword on the
 * part-time list, with JavaScript off (a GET form: every view is the server's first HTML) and on (instant, the
 * address follows). Expected profiles are read from content/people/*.json where a rule gives them.
 */

test.use({ viewport: VIEWPORT_DESKTOP });

const FULL_TIME = SCREENS.fullTimeProfessors;
const PART_TIME = SCREENS.partTimeProfessors;
const RANKS = [
  { key: 'professor', en: 'Professor' },
  { key: 'associate-professor', en: 'Associate Professor' },
  { key: 'assistant-professor', en: 'Assistant Professor' },
] as const;
const fieldsOf = (id: number) => (fullTime.find((p) => p.id === id) as unknown as { fields: string[] }).fields;
const idsWith = (test: (p: (typeof fullTime)[number]) => boolean) => fullTime.filter(test).map((p) => p.id);

/** The ids of the cards a visitor sees. */
const shownIds = (page: Page) =>
  page
    .locator('[data-testid="person-card"]:visible')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-person-id'))));

/** The count as the live region says it, in both languages. */
async function expectCount(page: Page, n: number) {
  const status = page.getByRole('status').filter({ hasText: '位教師' });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(`共 ${n} 位教師 ${n} ${n === 1 ? 'teacher' : 'teachers'}`);
  await expect(status.locator('[lang="en"]')).toHaveText(`${n} ${n === 1 ? 'teacher' : 'teachers'}`);
}

async function expectShown(page: Page, ids: number[]) {
  await expect.poll(() => shownIds(page)).toEqual(ids);
  await expectCount(page, ids.length);
  await expect(page.getByTestId('empty-state')).toHaveCount(ids.length === 0 ? 1 : 0);
}

const rank = (page: Page) => page.getByLabel('職級 Rank');
const field = (page: Page) => page.getByLabel('研究領域 Research field');
const keyword = (page: Page) => page.getByRole('searchbox', { name: /^關鍵字.* Keyword/ });
const submit = (page: Page) =>
  page.getByRole('search', { name: '篩選教師 Filter the teachers' }).getByRole('button', { name: '篩選 Filter' });

/** The page's path and query as the visitor sees them. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('with JavaScript off: a GET form, each view in the first HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('the form has visible labels in both languages, a submit button, and the whole list at first', async ({
    page,
  }) => {
    await page.goto(FULL_TIME);
    await expect(rank(page)).toBeVisible();
    await expect(field(page)).toBeVisible();
    await expect(keyword(page)).toBeVisible();
    await expect(page.getByTestId('directory-filters').locator('label span[lang="en"]')).toHaveText([
      'Rank',
      'Research field',
      'Keyword (name or research field)',
    ]);
    await expect(submit(page)).toBeVisible();
    await expectShown(
      page,
      fullTime.map((p) => p.id),
    );
  });

  for (const { key, en } of RANKS) {
    test(`each rank: ${en}`, async ({ page }) => {
      await page.goto(FULL_TIME);
      await rank(page).selectOption(key);
      // choosing does not send the form
      await expect(page).toHaveURL(new RegExp(`${FULL_TIME}$`));
      await submit(page).click();
      await expect(page).toHaveURL(new RegExp(`\\?rank=${key}&field=&q=$`));
      await expectShown(
        page,
        idsWith((p) => p.categorySubName === en),
      );
      await expect(rank(page)).toHaveValue(key);
    });
  }

  test('a research field, a keyword in Chinese and in English, a combination, and no match', async ({ page }) => {
    await page.goto(FULL_TIME);
    await field(page).selectOption('materials');
    await submit(page).click();
    await expectShown(
      page,
      idsWith((p) => fieldsOf(p.id).includes('materials')),
    );

    await page.goto(FULL_TIME);
    await keyword(page).fill('家具');
    await submit(page).click();
    await expect(page).toHaveURL(/\?rank=&field=&q=%E5%AE%B6%E5%85%B7$/);
    // 王俊傑 writes 家具設計 in his 研究領域; 李欣怡's field 家具與木作 names it
    await expectShown(page, [5, 9]);
    await expect(keyword(page)).toHaveValue('家具');

    await page.goto(FULL_TIME);
    await keyword(page).fill('Chou');
    await keyword(page).press('Enter');
    await expectShown(page, [1]);

    await page.goto(FULL_TIME);
    await rank(page).selectOption('associate-professor');
    await field(page).selectOption('furniture-wood');
    await submit(page).click();
    await expectShown(page, [5]);

    await page.goto(`${FULL_TIME}?rank=associate-professor&field=materials&q=循環`);
    await expectShown(page, [4, 7]);

    await page.goto(FULL_TIME);
    await keyword(page).fill('太空旅行');
    await submit(page).click();
    await expectShown(page, []);
    await expect(page.getByTestId('empty-state')).toHaveText('沒有資料No Data');
  });

  test('an address loads as its view; an unknown rank or field is ignored, not an error', async ({ page }) => {
    await page.goto(paths.directory('fullTime', { rank: 'assistant-professor', field: 'furniture-wood' }));
    await expectShown(page, [9]);
    await expect(rank(page)).toHaveValue('assistant-professor');
    await expect(field(page)).toHaveValue('furniture-wood');

    const response = await page.goto(`${FULL_TIME}?rank=dean&field=basket-weaving`);
    expect(response?.status()).toBe(200);
    await expectShown(
      page,
      fullTime.map((p) => p.id),
    );
    await expect(rank(page)).toHaveValue('');

    // the filtered views have no address of their own
    expect((await page.goto('/lists/people/fullTime/professor/any'))?.status()).toBe(404);
  });

  test('the part-time list: a keyword in English and in Chinese; no rank or field to choose', async ({ page }) => {
    await page.goto(PART_TIME);
    await expect(rank(page)).toHaveCount(0);
    await expect(field(page)).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: '關鍵字（姓名） Keyword (name)' });
    await expectShown(
      page,
      partTime.map((p) => p.id),
    );
    await box.fill('chiu');
    await page.getByRole('button', { name: '篩選 Filter' }).click();
    await expect(page).toHaveURL(/partTimeProfessors\?q=chiu$/);
    await expectShown(page, [101]);
    await page.goto(`${PART_TIME}?q=何俊宏`);
    await expectShown(page, [105]);
    await page.goto(`${PART_TIME}?q=nobody`);
    await expectShown(page, []);
  });
});

test.describe('with JavaScript on: instant, the address follows', () => {
  test('each rank and a field filter as they are chosen, without a page load, and the address says so', async ({
    page,
  }) => {
    await gotoHydrated(page, FULL_TIME);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    for (const { key, en } of RANKS) {
      await rank(page).selectOption(key);
      await expectShown(
        page,
        idsWith((p) => p.categorySubName === en),
      );
      expect(address(page)).toBe(paths.directory('fullTime', { rank: key }));
    }
    await rank(page).selectOption('');
    await field(page).selectOption('sustainability');
    await expectShown(page, [4, 7]);
    expect(address(page)).toBe(`${FULL_TIME}?field=sustainability`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a keyword as it is typed, in Chinese and English; a combination; no match; clear', async ({ page }) => {
    await gotoHydrated(page, FULL_TIME);
    await keyword(page).fill('木作');
    await expectShown(page, [5, 9]);
    expect(address(page)).toBe(`${FULL_TIME}?q=%E6%9C%A8%E4%BD%9C`);
    await keyword(page).fill('Interaction');
    await expectShown(page, [2, 6]);
    await rank(page).selectOption('professor');
    await expectShown(page, [2]);
    expect(address(page)).toBe(`${FULL_TIME}?rank=professor&q=Interaction`);
    await keyword(page).fill('zzz');
    await expectShown(page, []);
    await expect(page.getByTestId('empty-state')).toContainText('沒有資料');
    await expect(page.getByTestId('empty-state').locator('[lang="en"]')).toHaveText('No Data');
    await page.getByRole('link', { name: '清除篩選 Clear filters' }).click();
    await expectShown(
      page,
      fullTime.map((p) => p.id),
    );
    expect(address(page)).toBe(FULL_TIME);
  });

  test('the address round trip: filter on the page, reload, the same view; load a keyword address directly', async ({
    page,
  }) => {
    await gotoHydrated(page, FULL_TIME);
    await rank(page).selectOption('associate-professor');
    await field(page).selectOption('materials');
    await keyword(page).fill('循環');
    await expectShown(page, [4, 7]);
    const filtered = address(page);
    expect(filtered).toBe(paths.directory('fullTime', { rank: 'associate-professor', field: 'materials', q: '循環' }));

    // served from the keyword route, rendered once and then kept: it hydrates like every page
    await gotoHydrated(page, filtered);
    await expectShown(page, [4, 7]);
    await expect(rank(page)).toHaveValue('associate-professor');
    await expect(field(page)).toHaveValue('materials');
    await expect(keyword(page)).toHaveValue('循環');
    // and filters on from there
    await keyword(page).fill('');
    await expectShown(page, [4, 5, 7]);
    expect(address(page)).toBe(`${FULL_TIME}?rank=associate-professor&field=materials`);
    await page.reload();
    await expectShown(page, [4, 5, 7]);
  });

  test('an unknown rank is ignored and dropped from the address; a card still opens its profile', async ({ page }) => {
    await gotoHydrated(page, `${FULL_TIME}?rank=dean&q=Wang`);
    await expectShown(page, [5]);
    await expect.poll(() => address(page)).toBe(`${FULL_TIME}?q=Wang`);
    await page.locator('[data-testid="person-card"][data-person-id="5"]').click();
    await expect(page).toHaveURL(new RegExp(`\\?q=Wang${paths.profileOverlay('fullTime', 5)}$`));
    await expect(page.getByRole('dialog')).toContainText('王俊傑');
  });

  test('the part-time list filters by keyword as it is typed', async ({ page }) => {
    await gotoHydrated(page, PART_TIME);
    const box = page.getByRole('searchbox', { name: '關鍵字（姓名） Keyword (name)' });
    await box.fill('邱');
    await expectShown(page, [101]);
    expect(address(page)).toBe(`${PART_TIME}?q=%E9%82%B1`);
    await box.fill('Yang Tzu');
    await expectShown(page, [106]);
    await gotoHydrated(page, address(page));
    await expectShown(page, [106]);
  });
});

test.describe('accessibility of the filtered views', () => {
  for (const [name, path, shown] of [
    ['a rank and field view', paths.directory('fullTime', { rank: 'associate-professor', field: 'materials' }), 3],
    ['a keyword view with no match', paths.directory('fullTime', { rank: 'professor', q: '太空旅行' }), 0],
    ['the part-time list by keyword', paths.directory('partTime', { q: 'Chiu' }), 1],
  ] as const) {
    test(`${name} has no WCAG 2.2 AA violations at 375, 768 and 1440 px`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect.poll(() => shownIds(page)).toHaveLength(shown);
      await expectNoViolationsAtEachWidth(page, path);
    });
  }
});
