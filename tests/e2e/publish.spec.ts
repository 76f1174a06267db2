import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { api, API_ROOTS, paths, SCREENS } from '@/domain/paths';
import { PUBLISH_EXPECT, type PublishExpectations } from '../support/publishFixture.mjs';
import { gotoHydrated, rel, restUrl } from './helpers';
import { expectOverlayOpen, newsCards, overlayPanel } from './newsHelpers';

/**
 * Publishing: an editor adds a news file, edits another and deletes a third, then runs `npm start`
 * (which syncs the database and rebuilds, because the content changed). The list, the detail page, the
 * overlay, REST and GraphQL all show the change. The site under test was built and started from that
 * changed copy of the news (tests/support/publishFixture.mjs, scripts/e2e.mjs): the base-path site, so
 * every address here is relative to its base URL (…/dept/).
 */
const expected = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', PUBLISH_EXPECT), 'utf8'),
) as PublishExpectations;
const { added, edited, removed } = expected;

test('a file added before start appears in its list and opens in the overlay; edits and deletions show too', async ({
  page,
}) => {
  await gotoHydrated(page, rel(SCREENS.news));
  // the new item is the newest: the first card
  const first = newsCards(page).first();
  await expect(first).toHaveAttribute('data-news-id', String(added.id));
  await expect(first).toContainText(added.title);
  // the edited item shows its new title; the deleted one is gone
  await expect(page.locator(`[data-testid=news-card][data-news-id="${edited.id}"]`)).toContainText(edited.title);
  await expect(page.locator(`[data-testid=news-card][data-news-id="${removed.id}"]`)).toHaveCount(0);

  // the overlay reads the API: the new item opens with its content
  await first.click();
  await expectOverlayOpen(page);
  await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(added.title);
  await expect(overlayPanel(page).getByTestId('news-detail')).toContainText('編輯新增一個 Markdown 檔案');
});

test('the detail page, REST and GraphQL agree with the files', async ({ page, request }) => {
  const res = await page.goto(rel(paths.newsItem(added.id)));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(added.title);
  expect((await page.goto(rel(paths.newsItem(removed.id))))?.status()).toBe(404);

  const rest = await request.get(rel(restUrl(api.newsItem(added.id))));
  expect(rest.status()).toBe(200);
  expect(((await rest.json()) as { data: { title: string } }).data.title).toBe(added.title);
  expect((await request.get(rel(restUrl(api.newsItem(removed.id))))).status()).toBe(404);
  const editedRest = (await (await request.get(rel(restUrl(api.newsItem(edited.id))))).json()) as {
    data: { title: string };
  };
  expect(editedRest.data.title).toBe(edited.title);

  const gql = await request.post(rel(API_ROOTS.graphql), {
    data: {
      query: `{ a: news(newsId: ${added.id}) { title } e: news(newsId: ${edited.id}) { title } r: news(newsId: ${removed.id}) { title } }`,
    },
  });
  const body = (await gql.json()) as { data: { a: { title: string } | null; e: { title: string } | null; r: unknown } };
  expect(body.data.a?.title).toBe(added.title);
  expect(body.data.e?.title).toBe(edited.title);
  expect(body.data.r).toBeNull();
});
