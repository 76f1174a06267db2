import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, type ProfileList } from '@/domain/paths';
import { decodeQrSvg } from '../support/qr';
import { parseVcards } from '../support/vcard';
import { expectOverlayOpen, fullTime, overlayPanel, partTime } from './deptHelpers';
import { gotoHydrated, VIEWPORT_MOBILE } from './helpers';

/**
 * The contact card (vCard) and QR code of every full-time and part-time profile, on the profile page (JavaScript
 * on and off) and in the overlay over the list: the files as served, read by independent readers (vobject, ZXing),
 * the image with its alt text, the download, and print.
 */

/** SITE_URL of the build under test (the default): absolute addresses carry it. */
const SITE_URL = 'http://localhost:3000';
const ALT = "本教師介紹頁網址的 QR 碼 QR code of this profile's address";

const PROFILES: { list: ProfileList; id: number; name: string; subName: string; email?: string }[] = [
  { list: 'fullTime', ...fullTime[0]! },
  { list: 'partTime', ...partTime[0]! },
];

/** The QR image and the download link of the profile in `scope`, as a visitor gets them. */
async function expectContactCard(scope: Locator, list: ProfileList, id: number) {
  const qr = scope.getByTestId('profile-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', paths.qr(list, id));
  await expect(qr).toHaveAttribute('alt', ALT);
  // loaded: the CSP lets it in and the file is there
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const link = scope.getByTestId('profile-vcard');
  await expect(link).toHaveAttribute('href', paths.vcard(list, id));
  await expect(link).toHaveAttribute('download', '');
  await expect(link).toHaveAttribute('type', 'text/vcard');
  await expect(link).toContainText('下載聯絡人名片');
  await expect(link.locator('[lang="en"]')).toHaveText('Download contact (vCard)');
}

/** A click on the link downloads the card; vobject reads the profile's address from it. */
async function expectDownload(page: Page, scope: Locator, list: ProfileList, id: number, subName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByTestId('profile-vcard').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${subName.replace(/[^A-Za-z0-9]+/g, '.')}\\.vcf$`));
  const [card] = parseVcards(readFileSync((await download.path())!, 'utf8'));
  expect(card!.URL![0]!.value).toBe(`${SITE_URL}${paths.profile(list, id)}`);
}

test.describe('the files', () => {
  for (const p of PROFILES) {
    test(`${paths.vcard(p.list, p.id)} is a vCard 4.0 download, text/vcard`, async ({ request }) => {
      const response = await request.get(paths.vcard(p.list, p.id));
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9-]+\.vcf"; filename\*=UTF-8''/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      const text = await response.text();
      expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
      const [card] = parseVcards(text);
      expect(card!.FN!.map((f) => f.value)).toEqual([p.name, p.subName]);
      expect(card!.URL![0]!.value).toBe(`${SITE_URL}${paths.profile(p.list, p.id)}`);
      expect(card!.EMAIL?.[0]?.value).toBe(p.email);
    });

    test(`${paths.qr(p.list, p.id)} is an SVG QR code of the profile's absolute address`, async ({ request }) => {
      const response = await request.get(paths.qr(p.list, p.id));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      expect(await decodeQrSvg(await response.body())).toBe(`${SITE_URL}${paths.profile(p.list, p.id)}`);
    });
  }

  test('a profile that does not exist has neither', async ({ request }) => {
    expect((await request.get(paths.vcard('fullTime', 999))).status()).toBe(404);
    expect((await request.get(paths.qr('partTime', 999))).status()).toBe(404);
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the profile page with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const p of PROFILES) {
      test(`${paths.profile(p.list, p.id)} shows the QR code and downloads the card`, async ({ page }) => {
        if (javaScriptEnabled) await gotoHydrated(page, paths.profile(p.list, p.id));
        else await page.goto(paths.profile(p.list, p.id));
        const profile = page.getByTestId('profile');
        await expectContactCard(profile, p.list, p.id);
        await expectDownload(page, profile, p.list, p.id, p.subName);
      });
    }
  });
}

test.describe('the overlay over the list', () => {
  for (const p of PROFILES) {
    test(`${paths.profileOnList(p.list, p.id)} shows the prerendered QR code and downloads the card`, async ({
      page,
    }) => {
      await gotoHydrated(page, paths.profileOnList(p.list, p.id));
      await expectOverlayOpen(page);
      const profile = overlayPanel(page).getByTestId('profile');
      await expectContactCard(profile, p.list, p.id);
      await expectDownload(page, profile, p.list, p.id, p.subName);
      await expectOverlayOpen(page);
    });
  }
});

test('printed, the profile page keeps the QR code at 30 mm and leaves out the download link', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await page.goto(paths.profile('fullTime', 1));
  await page.emulateMedia({ media: 'print' });
  const qr = page.getByTestId('profile-qr');
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  // 30 mm is 113.4 CSS px
  expect(Math.round(box.width)).toBe(113);
  expect(Math.round(box.height)).toBe(113);
  await expect(page.getByTestId('profile-vcard')).toBeHidden();
});
