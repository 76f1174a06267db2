import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORT_DESKTOP, VIEWPORT_MOBILE, gotoHydrated, waitForStableBox } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page and fails with the violations (rule id, impact, targets) in the message. */
async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations
    .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(violations.map((v) => v.id), `axe violations on ${label}:\n${summary}`).toEqual([]);
}

const pages = [
  { path: '/', status: 200 },
  { path: '/industrial/baCourse/introduce', status: 200 },
  { path: '/no-such-page', status: 404 },
];

for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { path, status } of pages) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
      });
    }
  });
}

test('the open drawer at 375 px has no violations', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await gotoHydrated(page, '/industrial/baCourse/introduce');
  await page.getByTestId('burger').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await waitForStableBox(drawer);
  // the backdrop fades in: wait for it to be opaque so that contrast is measured on the final colours
  await expect.poll(() => page.getByTestId('drawer-backdrop').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expectNoViolations(page, 'the open drawer');
});

test('an open top-menu panel at 1440 px has no violations', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await gotoHydrated(page, '/industrial/baCourse/introduce');
  await page.getByTestId('top-menu').locator(':scope > ul > li > [data-menu-id="department"]').hover();
  const panel = page.getByTestId('top-panel-department');
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expectNoViolations(page, 'the open department panel');
  // still open after the analysis (the mouse has not moved)
  await expect(panel).toBeVisible();
});
