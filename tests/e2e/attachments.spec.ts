import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { attachmentTypeName, formatFileSize, type NewsAttachment } from '@/domain/news';
import { api, paths, SCREENS } from '@/domain/paths';
import {
  expectNoViolationsAtEachWidth,
  gotoHydrated,
  restUrl,
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
  VIEWPORT_TABLET,
} from './helpers';
import { expectOverlayOpen, overlayPanel } from './newsHelpers';
import { focusStop, smallTargets } from './probes';

/**
 * A news item's documents: a labelled list of real download links on its page (JavaScript off too) and in its
 * overlay, each saying its name in both languages, its type and size; the files are what the API says.
 */

/** The admissions items of the demo that carry documents (scripts/attachments-demo.ts draws them). */
const WITH_DOCUMENTS = [1012, 1013, 1108, 1213];
const ITEM = 1012;

async function documentsOf(request: APIRequestContext, newsId: number): Promise<NewsAttachment[]> {
  const res = await request.get(restUrl(api.newsItem(newsId)));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { attachments?: NewsAttachment[] } }).data.attachments ?? [];
}

const section = (scope: Page | Locator) => scope.getByRole('region', { name: '附件下載 Documents to download' });

/** The section lists each document as a link: its address and type, its name, type and size as its text. */
async function expectDocumentLinks(scope: Page | Locator, documents: NewsAttachment[]) {
  const list = section(scope);
  await expect(list.getByRole('heading', { name: '附件下載 Documents to download' })).toBeVisible();
  await expect(list.getByRole('heading').locator('[lang="en"]')).toHaveText('Documents to download');
  const links = list.getByRole('list').getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(documents.length);
  for (const [i, d] of documents.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute('href', d.url);
    await expect(link).toHaveAttribute('type', d.type);
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveText(
      `${d.label} ${d.subLabel} · ${attachmentTypeName(d.type)} · ${formatFileSize(d.size)}`,
    );
    await expect(link.locator('[lang="en"]')).toHaveText(d.subLabel);
  }
}

test('the demo admissions items carry documents, each a real PDF as the API describes it', async ({ request }) => {
  for (const newsId of WITH_DOCUMENTS) {
    const documents = await documentsOf(request, newsId);
    expect(documents.length, `news ${newsId}`).toBeGreaterThanOrEqual(1);
    for (const d of documents) {
      expect(d.url).toMatch(new RegExp(`/attachments/${newsId}/[a-z0-9-]+\\.pdf$`));
      const file = await request.get(d.url, { headers: { 'accept-encoding': 'identity' } });
      expect(file.status(), d.url).toBe(200);
      expect(file.headers()['content-type']?.split(';')[0], d.url).toBe(d.type);
      expect(Number(file.headers()['content-length']), d.url).toBe(d.size);
      const body = await file.body();
      expect(body.length).toBe(d.size);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  }
  expect(await documentsOf(request, 201)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`/news/${ITEM} lists its documents after the text, and a link downloads its file`, async ({ page, request }) => {
    const documents = await documentsOf(request, ITEM);
    expect((await page.goto(paths.newsItem(ITEM)))?.status()).toBe(200);
    await expectDocumentLinks(page, documents);
    // after the text of the item, inside its article
    const order = await page.getByTestId('news-detail').evaluate((article) => {
      const prose = article.querySelector('[data-testid="news-attachments"]')!.previousElementSibling;
      return prose?.textContent?.includes('產業實務組') ?? false;
    });
    expect(order).toBe(true);

    const link = section(page).getByRole('link').first();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(documents[0]!.url.split('/').pop());
  });

  for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_TABLET, VIEWPORT_DESKTOP]) {
    test(`at ${viewport.width} px the links are whole targets of 24 px or more, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.newsItem(1213));
      const links = section(page).getByRole('link');
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
      const small = (await smallTargets(page)).filter((t) => t.where.includes('attachment'));
      expect(small).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test(`the overlay of ${ITEM} lists the same documents, from the API`, async ({ page, request }) => {
  const documents = await documentsOf(request, ITEM);
  await gotoHydrated(page, `${SCREENS.admissionNews}${paths.newsOverlay(ITEM)}`);
  await expectOverlayOpen(page);
  await expectDocumentLinks(overlayPanel(page), documents);
});

test('a document link shows its focus ring, uncovered, when reached by the keyboard', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await gotoHydrated(page, paths.newsItem(ITEM));
  const links = section(page).getByRole('link');
  await links.nth(1).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(links.first()).toBeFocused();
  const stop = await focusStop(page);
  expect(stop).toMatchObject({ ring: 'outline', obscuredBy: null });
});

test(`/news/${ITEM} with its documents: axe finds nothing at 375, 768 and 1440 px`, async ({ page }) => {
  await gotoHydrated(page, paths.newsItem(ITEM));
  await expectNoViolationsAtEachWidth(page, paths.newsItem(ITEM));
});

test.describe('in the dark palette', () => {
  test.use({ colorScheme: 'dark' });

  test(`/news/${ITEM}: axe (colour rules included) finds nothing`, async ({ page }) => {
    await gotoHydrated(page, paths.newsItem(ITEM));
    await expectNoViolationsAtEachWidth(page, `${paths.newsItem(ITEM)} (dark)`);
  });
});
