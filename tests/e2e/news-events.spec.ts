import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import ICAL from 'ical.js';
import { paths, SCREENS } from '@/domain/paths';
import { expectNoViolationsAtEachWidth, gotoHydrated } from './helpers';
import { expectOverlayOpen, overlayPanel } from './newsHelpers';

/**
 * A dated item's page says how (in person or online), where (city and country) and when (each session of a
 * series), in its first HTML, in its schema.org data and in its calendar file. The online link is shown and
 * never followed.
 */

const ONLINE_LECTURES = 'https://www.example.org/lanchuan-ipd/online-lectures';
const LECTURE_EVENINGS = ['2020.11.04', '2020.11.11', '2020.11.18', '2020.11.25', '2020.12.02', '2020.12.09'].map(
  (day) => `${day} 20:00–21:00`,
);

const jsonLdEvents = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => [JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[]].flat())
    .filter((d) => d['@type'] === 'Event');
};

/** Each session's time, and beside it the link to its own calendar file; then the link to the whole series. */
async function expectSessions(event: Locator, newsId: number, times: string[]) {
  const sessions = event.getByTestId('news-event-sessions').getByRole('listitem');
  await expect(sessions.locator('time')).toHaveText(times);
  for (const i of times.keys()) {
    const link = sessions.nth(i).getByRole('link');
    await expect(link).toHaveAttribute('href', paths.sessionCalendar(newsId, i + 1));
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveText('加入行事曆 Add (.ics)');
    await expect(link.locator('[lang="en"]')).toHaveText('Add');
    // a list of links reads each one's day
    await expect(link).toHaveAccessibleDescription(times[i]!);
  }
  const series = event.getByRole('link', { name: /全部場次加入行事曆 Add every session to calendar/ });
  await expect(series).toHaveAttribute('href', paths.newsCalendar(newsId));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/news/201 is online, with its six Wednesday evenings and the link to join', async ({ page }) => {
    expect((await page.goto(paths.newsItem(201)))?.status()).toBe(200);
    const event = page.getByTestId('news-event');
    await expect(event.getByTestId('news-event-mode')).toHaveText('線上 Online');
    await expect(event.getByTestId('news-event-mode')).toHaveAttribute('data-mode', 'online');
    await expectSessions(event, 201, LECTURE_EVENINGS);
    await expect(event.getByText('2020.11.04 20:00 – 2020.12.09 21:00')).toHaveCount(0);
    const link = event.getByTestId('news-event-online');
    await expect(link).toHaveAttribute('href', ONLINE_LECTURES);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(event.getByTestId('news-event-place')).toHaveCount(0);
    await expect(event).not.toContainText('Taipei');
  });

  test('/news/802 is in person in Eindhoven, Netherlands', async ({ page }) => {
    expect((await page.goto(paths.newsItem(802)))?.status()).toBe(200);
    const event = page.getByTestId('news-event');
    await expect(event.getByTestId('news-event-mode')).toHaveText('實體 In person');
    await expect(event.getByTestId('news-event-place')).toHaveText('荷蘭 Eindhoven, Netherlands');
    await expect(event.getByTestId('news-event-place').locator('[lang="en"]')).toHaveText('Eindhoven, Netherlands');
    await expect(event.getByTestId('news-event-online')).toHaveCount(0);
    await expect(event).toContainText('2019.10.19 – 2019.10.27');
  });

  test("/news/206 visits two Taiwanese cities; /news/214 is at the department's", async ({ page }) => {
    await page.goto(paths.newsItem(206));
    await expect(page.getByTestId('news-event-place')).toHaveText('台灣 Lukang, Taichung, Taiwan');
    await page.goto(paths.newsItem(214));
    await expect(page.getByTestId('news-event-place')).toHaveText('台灣 Taipei, Taiwan');
    await expect(page.getByTestId('news-event-mode')).toHaveText('實體 In person');
  });
});

test.describe('schema.org data and calendar files', () => {
  test('201: six online Events with a VirtualLocation; 802 a Place in Eindhoven; 206 one in Lukang and Taichung', async ({
    request,
  }) => {
    const lectures = await jsonLdEvents(request, paths.newsItem(201));
    expect(lectures.map((e) => e['startDate'])).toEqual(
      ['11-04', '11-11', '11-18', '11-25', '12-02', '12-09'].map((d) => `2020-${d}T20:00:00+08:00`),
    );
    for (const e of lectures) {
      expect(e['eventAttendanceMode']).toBe('https://schema.org/OnlineEventAttendanceMode');
      expect(e['location']).toMatchObject({ '@type': 'VirtualLocation', url: ONLINE_LECTURES });
    }

    const [show, ...none] = await jsonLdEvents(request, paths.newsItem(802));
    expect(none).toEqual([]);
    expect(show!['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(show!['location']).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Eindhoven', addressCountry: 'NL' },
    });

    const [trip] = await jsonLdEvents(request, paths.newsItem(206));
    expect(trip!['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect((trip!['location'] as { address: Record<string, string> }[]).map((p) => p.address)).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Lukang', addressCountry: 'TW' },
      { '@type': 'PostalAddress', addressLocality: 'Taichung', addressCountry: 'TW' },
    ]);
  });

  test("201's calendar file repeats one evening weekly, six times; 802's is in Eindhoven", async ({ request }) => {
    const read = async (newsId: number) => {
      const res = await request.get(paths.newsCalendar(newsId));
      expect(res.status()).toBe(200);
      const vevents = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      return new ICAL.Event(vevents[0]!);
    };
    const lectures = await read(201);
    expect(lectures.isRecurring()).toBe(true);
    expect(String(lectures.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=6');
    expect(lectures.startDate.toJSDate().toISOString()).toBe('2020-11-04T12:00:00.000Z');
    expect(lectures.endDate.toJSDate().toISOString()).toBe('2020-11-04T13:00:00.000Z');
    expect(lectures.location).toBe(ONLINE_LECTURES);
    const show = await read(802);
    expect(show.location).toMatch(/, Eindhoven, Netherlands$/);
  });

  test("each of 201's six evenings has a calendar file of its own: that evening alone", async ({ request }) => {
    const series = new ICAL.Component(ICAL.parse(await (await request.get(paths.newsCalendar(201))).text()));
    const seriesUid = new ICAL.Event(series.getFirstSubcomponent('vevent')!).uid;
    for (const [i, evening] of LECTURE_EVENINGS.entries()) {
      const res = await request.get(paths.sessionCalendar(201, i + 1));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
      const vevents = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const one = new ICAL.Event(vevents[0]!);
      expect(one.isRecurring()).toBe(false);
      expect(one.uid).not.toBe(seriesUid);
      const day = evening.slice(0, 10).replaceAll('.', '-');
      expect(one.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T20:00:00+08:00`).toISOString());
      expect(one.endDate.toJSDate().toISOString()).toBe(new Date(`${day}T21:00:00+08:00`).toISOString());
      expect(one.summary).toContain(`Session ${i + 1} of 6`);
    }
    // no seventh evening; an event without sessions has none either
    expect((await request.get(paths.sessionCalendar(201, 7))).status()).toBe(404);
    expect((await request.get(paths.sessionCalendar(802, 1))).status()).toBe(404);
  });
});

test('the overlay of 201 tells the same, from the API', async ({ page }) => {
  await gotoHydrated(page, `${SCREENS.teachNews}${paths.newsOverlay(201)}`);
  await expectOverlayOpen(page);
  const event = overlayPanel(page).getByTestId('news-event');
  await expect(event.getByTestId('news-event-mode')).toHaveText('線上 Online');
  await expectSessions(event, 201, LECTURE_EVENINGS);
  await expect(event.getByTestId('news-event-online')).toHaveAttribute('href', ONLINE_LECTURES);
});

test("the overlay of 802 names the event's city and country, in both languages", async ({ page }) => {
  await gotoHydrated(page, `${SCREENS.exhibitions}${paths.newsOverlay(802)}`);
  await expectOverlayOpen(page);
  const place = overlayPanel(page).getByTestId('news-event-place');
  await expect(place).toHaveText('荷蘭 Eindhoven, Netherlands');
  await expect(place.locator('[lang="en"]')).toHaveText('Eindhoven, Netherlands');
});

test('the event facts of an online series and of an event abroad have no WCAG 2.2 AA violations', async ({ page }) => {
  for (const newsId of [201, 802]) {
    await page.goto(paths.newsItem(newsId));
    await expect(page.getByTestId('news-event')).toBeVisible();
    await expectNoViolationsAtEachWidth(page, paths.newsItem(newsId));
  }
});
