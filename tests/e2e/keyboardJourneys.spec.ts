import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { gotoHydrated, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';

// Four journeys with the keyboard alone: no click, no pointer. At every step the focus is on something and
// shows it (:focus-visible); Escape closes what the spec says it closes, and Back goes back.

/** Presses Tab until `target` has the focus, checking that each stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/** The focus is on an element (not the page) and the browser draws it as keyboard focus. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    const where = el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"` : 'nothing';
    return { onPage: !!el && el !== document.body, visible: !!el && el.matches(':focus-visible'), where };
  });
  expect(focus, 'the focus is on a control and shown').toMatchObject({ onPage: true, visible: true });
}

test('find a teacher by search, open the profile, come back', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto(SCREENS.home);
  const box = page.getByRole('banner').getByRole('searchbox');
  await tabTo(page, box);
  await page.keyboard.type('周明哲');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);

  const result = page.getByTestId('search-result').filter({ hasText: '周明哲' }).first().getByRole('link').first();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${paths.profile('fullTime', 1)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('周明哲');

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByTestId('search-result').filter({ hasText: '周明哲' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('周明哲');
});

test('open a course from the elective list and close it, focus back on its card', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await gotoHydrated(page, SCREENS.baElectiveCourses);
  const card = page.getByTestId('course-card').first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#baElectiveCourses\//);
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), 'Tab stays in the panel')
    .toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/#/);
  await expect(card).toBeFocused();
  await expectVisibleFocus(page);

  // Back closes it too: the panel is an entry in the history
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${SCREENS.baElectiveCourses}$`));
  await expect(card).toBeFocused();
});

test('page the news with the picker and open an item', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await gotoHydrated(page, SCREENS.news);
  const firstOnPage1 = await page.getByTestId('news-card').first().getAttribute('data-news-id');
  await tabTo(page, page.getByTestId('page-picker'));
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(/page=2/); // choosing is not going
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('page-go')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('news-card').first()).not.toHaveAttribute('data-news-id', firstOnPage1!);

  // the new page's list has the focus (a screen reader starts reading there): the next Tab is its first card
  await expect(page.getByTestId('news-list')).toBeFocused();
  const card = page.getByTestId('news-card').first();
  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await expectVisibleFocus(page);
  const id = await card.getAttribute('data-news-id');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#news/${id}$`));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(card).toBeFocused();
});

test('open the drawer at 375 px, move through its sections, close it', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await gotoHydrated(page, SCREENS.aboutUs);
  const burger = page.getByTestId('burger');
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  // each section opens with Enter and its first link is the next Tab stop
  const sections = drawer.locator('button[aria-expanded]');
  const count = await sections.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    await tabTo(page, section);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const panel = drawer.locator(`#${await section.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await expect.poll(() => panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  // closed, it waits off-screen and inert
  await expect(drawer).not.toBeInViewport();
  await expect(drawer).toHaveAttribute('inert');
  await expect(burger).toBeFocused();
  await expectVisibleFocus(page);
  await expect(page).toHaveURL(new RegExp(`${SCREENS.aboutUs}$`));
});
