// @vitest-environment node
import ical from 'ical-generator';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { resolveEvent, type NewsEvent } from '@/domain/news';
import { calendar, eventData, sessionEventData, sessionRecurrence } from './calendars';

const event: NewsEvent = {
  newsId: 1203,
  imgUrl: '/static/news/1203.svg',
  title: '工作營，成果展',
  subTitle: 'Workshop, Show; and Talk',
  description: '說明',
  subDescription: 'About it, briefly.',
  displayDate: '2026-03-01',
  displayType: 'TEACH_SHOW',
  eventStart: '2026-03-10T10:00',
  eventEnd: '2026-03-10T17:00',
  venue: '設計館',
  subVenue: 'Design Hall',
};

describe('calendar files', () => {
  const ics = calendar(`${event.title} ${event.subTitle}`, [event]);

  it('end every content line with CRLF, END:VCALENDAR too', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escape commas and semicolons in the calendar name as in every TEXT value', () => {
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    const escaped = '工作營，成果展 Workshop\\, Show\\; and Talk';
    expect(lines).toContain(`NAME:${escaped}`);
    expect(lines).toContain(`X-WR-CALNAME:${escaped}`);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(`SUMMARY:${escaped}`);
  });

  it('read back by a parser', () => {
    const cal = new ICAL.Component(ICAL.parse(ics));
    const vevent = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe(`${event.title} ${event.subTitle}`);
    expect(vevent.location).toBe('設計館 (Design Hall)');
    expect(cal.getFirstSubcomponent('vtimezone')).toBeNull();
  });

  it('hold the time zone when there is no event yet (RFC 5545 asks for one component), and still parse', () => {
    const empty = calendar('林淑華 Lin Shu-hua', []);
    expect(empty.endsWith('END:VTIMEZONE\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(empty.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const cal = new ICAL.Component(ICAL.parse(empty));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0);
    const zone = cal.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Taipei');
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')).toBeTruthy();
  });
});

const HOME = { addressLocality: 'Taipei', addressCountry: 'TW' };

/** A dated item as the repository gives it (defaults resolved), from the fields of its file. */
function dated(newsId: number, fields: Parameters<typeof resolveEvent>[0] & { venue: string; subVenue?: string }) {
  const { venue, subVenue, ...event } = fields;
  return {
    newsId,
    imgUrl: `/static/news/${newsId}.svg`,
    title: `消息 ${newsId}`,
    subTitle: `News ${newsId}`,
    description: '摘要',
    subDescription: 'Summary',
    displayDate: '2020-10-21',
    displayType: 'NEWS_TEACH',
    eventStart: fields.eventStart,
    ...(fields.eventEnd ? { eventEnd: fields.eventEnd } : {}),
    venue,
    ...(subVenue ? { subVenue } : {}),
    ...resolveEvent(event, HOME),
  } satisfies NewsEvent;
}

/** The item's one VEVENT, as a calendar app reads it, and the iCalendar text. */
function vevent(e: NewsEvent) {
  const cal = ical({ name: 'test' });
  cal.createEvent(eventData(e));
  const text = cal.toString();
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { event: new ICAL.Event(events[0]!), text };
}

/** Every occurrence's start and end in UTC (ISO without seconds) or as dates for all-day ones. */
function occurrences(event: ICAL.Event): string[] {
  const out: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && out.length < 100; next = it.next()) {
    const details = event.getOccurrenceDetails(next);
    const show = (t: ICAL.Time) => (t.isDate ? t.toString() : t.toJSDate().toISOString().slice(0, 16));
    out.push(`${show(details.startDate)}/${show(details.endDate)}`);
  }
  return out;
}

const LECTURES = dated(201, {
  eventStart: '2020-11-04T20:00',
  eventEnd: '2020-12-09T21:00',
  eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18', '2020-11-25', '2020-12-02', '2020-12-09'],
  eventAttendanceMode: 'online',
  venue: '線上講座',
  subVenue: 'Online lectures',
  onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
});

describe('a calendar event', () => {
  it('repeats a weekly series with an RRULE: six evenings of an hour, not one event of five weeks', () => {
    const { event, text } = vevent(LECTURES);
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=6');
    expect(text).toContain('DTSTART:20201104T120000Z');
    expect(text).toContain('DTEND:20201104T130000Z');
    expect(occurrences(event)).toEqual([
      '2020-11-04T12:00/2020-11-04T13:00',
      '2020-11-11T12:00/2020-11-11T13:00',
      '2020-11-18T12:00/2020-11-18T13:00',
      '2020-11-25T12:00/2020-11-25T13:00',
      '2020-12-02T12:00/2020-12-02T13:00',
      '2020-12-09T12:00/2020-12-09T13:00',
    ]);
  });

  it('gives each session of a series as an event of its own: its time, its own UID, which session it is', () => {
    const series = eventData(LECTURES);
    const cal = ical({ name: 'test' });
    cal.createEvent(sessionEventData(LECTURES, 3)!);
    const events = new ICAL.Component(ICAL.parse(cal.toString())).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const third = new ICAL.Event(events[0]!);
    expect(occurrences(third)).toEqual(['2020-11-18T12:00/2020-11-18T13:00']);
    expect(third.isRecurring()).toBe(false);
    expect(third.uid).not.toBe(series.id);
    expect(third.uid).toMatch(/^news-201-3@/);
    expect(third.summary).toBe(`${String(series.summary)}（第 3 場，共 6 場 Session 3 of 6）`);
    expect(third.location).toBe(String(series.location));
    expect(sessionEventData(LECTURES, 0)).toBeNull();
    expect(sessionEventData(LECTURES, 7)).toBeNull();
    expect(sessionEventData(event, 1)).toBeNull();
  });

  it('gives an online event its link as LOCATION and URL, with the page in the description', () => {
    const { event, text } = vevent(LECTURES);
    expect(event.location).toBe('https://www.example.org/lanchuan-ipd/online-lectures');
    expect(text).toContain('URL;VALUE=URI:https://www.example.org/lanchuan-ipd/online-lectures');
    expect(event.description).toContain('Join online: https://www.example.org/lanchuan-ipd/online-lectures');
    expect(event.description).toMatch(/\/news\/201$/);
  });

  it('puts an event abroad in its city and country, and one at home in Taipei; the page is the URL', () => {
    const abroad = dated(802, {
      eventStart: '2019-10-19',
      eventEnd: '2019-10-27',
      venue: '荷蘭恩荷芬市區舊工廠改建展館',
      subVenue: 'Converted factory hall in central Eindhoven',
      addressLocality: ['Eindhoven'],
      addressCountry: 'NL',
    });
    const { event, text } = vevent(abroad);
    expect(event.location).toBe(
      '荷蘭恩荷芬市區舊工廠改建展館 (Converted factory hall in central Eindhoven), Eindhoven, Netherlands',
    );
    expect(text).not.toContain('RRULE');
    expect(text).toMatch(/URL;VALUE=URI:http:\/\/localhost:3000\/news\/802\r\n/);
    expect(occurrences(event)).toEqual(['2019-10-19/2019-10-28']);

    const trip = dated(206, {
      eventStart: '2023-10-07T07:30',
      eventEnd: '2023-10-07T19:00',
      venue: '鹿港水龍頭工廠、台中精密加工廠',
      addressLocality: ['Lukang', 'Taichung'],
      addressCountry: 'TW',
    });
    expect(vevent(trip).event.location).toBe('鹿港水龍頭工廠、台中精密加工廠, Lukang, Taichung, Taiwan');
    const home = dated(214, { eventStart: '2026-12-03T18:30', eventEnd: '2026-12-03T21:30', venue: '系館五樓' });
    expect(vevent(home).event.location).toBe('系館五樓, Taipei, Taiwan');
  });

  it('gives a mixed event its place as LOCATION and its link as URL', () => {
    const show = dated(803, {
      eventStart: '2020-05-22',
      eventEnd: '2020-05-31',
      eventAttendanceMode: 'mixed',
      venue: '系館一樓展覽廳',
      onlineUrl: 'https://www.example.org/lanchuan-ipd/gradshow-2020',
    });
    const { event, text } = vevent(show);
    expect(event.location).toBe('系館一樓展覽廳, Taipei, Taiwan');
    expect(text).toContain('URL;VALUE=URI:https://www.example.org/lanchuan-ipd/gradshow-2020');
  });

  it('repeats all-day sessions of several days: a camp in two sessions two weeks apart', () => {
    const camp = dated(1211, {
      eventStart: '2025-07-14',
      eventEnd: '2025-08-01',
      eventSessions: ['2025-07-14/2025-07-18', '2025-07-28/2025-08-01'],
      venue: '本系系館、花蓮合作高中',
      addressLocality: ['Taipei', 'Hualien'],
      addressCountry: 'TW',
    });
    const { event, text } = vevent(camp);
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=2;INTERVAL=2');
    expect(occurrences(event)).toEqual(['2025-07-14/2025-07-19', '2025-07-28/2025-08-02']);
  });

  it('gives sessions with a start time alone two hours, like an event without an end', () => {
    const screenings = dated(203, {
      eventStart: '2022-04-21T19:00',
      eventEnd: '2022-05-12',
      eventSessions: ['2022-04-21', '2022-04-28', '2022-05-05', '2022-05-12'],
      venue: '系館國際會議廳',
    });
    expect(occurrences(vevent(screenings).event)).toEqual([
      '2022-04-21T11:00/2022-04-21T13:00',
      '2022-04-28T11:00/2022-04-28T13:00',
      '2022-05-05T11:00/2022-05-05T13:00',
      '2022-05-12T11:00/2022-05-12T13:00',
    ]);
  });

  it('leaves out the weeks a series skips (EXDATE), and repeats daily sessions daily', () => {
    const skipping = dated(9001, {
      eventStart: '2026-12-02T20:00',
      eventEnd: '2026-12-30T21:00',
      eventSessions: ['2026-12-02', '2026-12-09', '2026-12-23', '2026-12-30'],
      venue: '系館',
    });
    const { event, text } = vevent(skipping);
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=5');
    expect(text).toContain('EXDATE:20261216T120000Z');
    expect(occurrences(event).map((o) => o.slice(0, 10))).toEqual([
      '2026-12-02',
      '2026-12-09',
      '2026-12-23',
      '2026-12-30',
    ]);
    expect(sessionRecurrence([{ start: '2024-04-10T13:00' }, { start: '2024-04-11T13:00' }])).toEqual({
      freq: 'DAILY',
      count: 2,
    });
    expect(
      sessionRecurrence([{ start: '2026-01-05' }, { start: '2026-01-08' }, { start: '2026-01-14' }]),
    ).toMatchObject({ freq: 'DAILY', interval: 3, count: 4 });
  });
});
