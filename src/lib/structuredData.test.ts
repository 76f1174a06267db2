import { describe, expect, it } from 'vitest';
import type { Teaching } from '@/domain/courses';
import { resolveEvent, type NewsDetail } from '@/domain/news';
import { courseData, courseListData, eventData, newsArticleData } from './structuredData';

const group = { id: 1, title: '一年級', subTitle: 'First Year', banner: [] };
const course = {
  id: 11,
  imageUrl: 'courses/ba-11.svg',
  title: '基礎設計',
  subTitle: 'Basic Design',
  desc: '說明',
  subDesc: 'About',
  images: [],
};
const teaching: Teaching = { courseMode: 'onsite', weeks: 18, hoursPerWeek: 3, tuition: 28600, currency: 'TWD' };

describe('a Course', () => {
  it('has an instance with its mode and weekly schedule, and an offer of the programme tuition', () => {
    const data = courseData(group, course, teaching, '/bARequiredCoreCourses/1/11') as unknown as Record<
      string,
      Record<string, unknown>
    >;
    expect(data.hasCourseInstance).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: 18, duration: 'PT3H' },
      location: { '@type': 'CollegeOrUniversity' },
    });
    expect(data.offers).toMatchObject({ '@type': 'Offer', category: 'Paid', price: 28600, priceCurrency: 'TWD' });
  });

  it('taught online has no place, and a free one says so', () => {
    const data = courseData(
      group,
      course,
      { ...teaching, courseMode: 'online', tuition: 0 },
      '/x/1/11',
    ) as unknown as Record<string, Record<string, unknown>>;
    expect(data.hasCourseInstance!.courseMode).toBe('Online');
    expect(data.hasCourseInstance).not.toHaveProperty('location');
    expect(data.offers!.category).toBe('Free');
  });
});

describe('a course list', () => {
  it('is an ItemList of its pages, numbered from 1, with absolute addresses', () => {
    const list = courseListData([
      { name: 'A', path: '/bARequiredCoreCourses/1/11' },
      { name: 'B', path: '/bARequiredCoreCourses/1/12' },
    ]) as unknown as { numberOfItems: number; itemListElement: { position: number; url: string }[] };
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(list.itemListElement[1]!.url).toMatch(/^https?:\/\/[^/]+\/bARequiredCoreCourses\/1\/12$/);
  });
});

const HOME = { addressLocality: 'Taipei', addressCountry: 'TW' };

/** A detail as the API gives it, from the event fields of its file. */
function detail(newsId: number, fields: Parameters<typeof resolveEvent>[0] & { venue: string; subVenue?: string }) {
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
    content: '<p>x</p>',
    eventStart: fields.eventStart,
    ...(fields.eventEnd ? { eventEnd: fields.eventEnd } : {}),
    venue,
    ...(subVenue ? { subVenue } : {}),
    ...resolveEvent(event, HOME),
  } satisfies NewsDetail;
}

describe('a dated item as schema.org Events', () => {
  it('201: six online sessions, each an Event with a VirtualLocation, not one event of five weeks', () => {
    const events = eventData(
      detail(201, {
        eventStart: '2020-11-04T20:00',
        eventEnd: '2020-12-09T21:00',
        eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18', '2020-11-25', '2020-12-02', '2020-12-09'],
        eventAttendanceMode: 'online',
        venue: '線上講座',
        subVenue: 'Online lectures',
        onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
      }),
    );
    expect(events.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2020-11-04T20:00:00+08:00', '2020-11-04T21:00:00+08:00'],
      ['2020-11-11T20:00:00+08:00', '2020-11-11T21:00:00+08:00'],
      ['2020-11-18T20:00:00+08:00', '2020-11-18T21:00:00+08:00'],
      ['2020-11-25T20:00:00+08:00', '2020-11-25T21:00:00+08:00'],
      ['2020-12-02T20:00:00+08:00', '2020-12-02T21:00:00+08:00'],
      ['2020-12-09T20:00:00+08:00', '2020-12-09T21:00:00+08:00'],
    ]);
    for (const e of events) {
      expect(e).toMatchObject({
        '@type': 'Event',
        name: '消息 201',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: {
          '@type': 'VirtualLocation',
          url: 'https://www.example.org/lanchuan-ipd/online-lectures',
          name: '線上講座',
        },
      });
      expect(JSON.stringify(e)).not.toMatch(/Taipei|PostalAddress|Place"/);
    }
  });

  it('802: offline, in Eindhoven, Netherlands', () => {
    const [event, ...more] = eventData(
      detail(802, {
        eventStart: '2019-10-19',
        eventEnd: '2019-10-27',
        venue: '荷蘭恩荷芬市區舊工廠改建展館（荷蘭設計週）',
        subVenue: 'Converted factory hall in central Eindhoven (Dutch Design Week)',
        addressLocality: ['Eindhoven'],
        addressCountry: 'NL',
      }),
    );
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      startDate: '2019-10-19',
      endDate: '2019-10-27',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: '荷蘭恩荷芬市區舊工廠改建展館（荷蘭設計週）',
        alternateName: 'Converted factory hall in central Eindhoven (Dutch Design Week)',
        address: { '@type': 'PostalAddress', addressLocality: 'Eindhoven', addressCountry: 'NL' },
      },
    });
  });

  it('206: offline, a Place in each of the two Taiwanese cities the field day visits', () => {
    const [event] = eventData(
      detail(206, {
        eventStart: '2023-10-07T07:30',
        eventEnd: '2023-10-07T19:00',
        venue: '彰化鹿港水龍頭工廠、台中精密加工廠',
        addressLocality: ['Lukang', 'Taichung'],
        addressCountry: 'TW',
      }),
    );
    expect(event!.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event!.location).toEqual([
      {
        '@type': 'Place',
        name: '彰化鹿港水龍頭工廠、台中精密加工廠',
        address: { '@type': 'PostalAddress', addressLocality: 'Lukang', addressCountry: 'TW' },
      },
      {
        '@type': 'Place',
        name: '彰化鹿港水龍頭工廠、台中精密加工廠',
        address: { '@type': 'PostalAddress', addressLocality: 'Taichung', addressCountry: 'TW' },
      },
    ]);
  });

  it("a mixed event: both its Place (the department's, by default) and its VirtualLocation", () => {
    const [event] = eventData(
      detail(803, {
        eventStart: '2020-05-22',
        eventEnd: '2020-05-31',
        eventAttendanceMode: 'mixed',
        venue: '系館一樓展覽廳',
        onlineUrl: 'https://www.example.org/lanchuan-ipd/gradshow-2020',
      }),
    );
    expect(event).toMatchObject({
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        {
          '@type': 'Place',
          name: '系館一樓展覽廳',
          address: { '@type': 'PostalAddress', addressLocality: 'Taipei', addressCountry: 'TW' },
        },
        { '@type': 'VirtualLocation', url: 'https://www.example.org/lanchuan-ipd/gradshow-2020' },
      ],
    });
  });

  it('203: sessions with a start time and no stated end have no endDate; an item without a date has no Event', () => {
    const events = eventData(
      detail(203, {
        eventStart: '2022-04-21T19:00',
        eventEnd: '2022-05-12',
        eventSessions: ['2022-04-21', '2022-04-28', '2022-05-05', '2022-05-12'],
        venue: '系館國際會議廳',
      }),
    );
    expect(events.map((e) => e.startDate)).toEqual([
      '2022-04-21T19:00:00+08:00',
      '2022-04-28T19:00:00+08:00',
      '2022-05-05T19:00:00+08:00',
      '2022-05-12T19:00:00+08:00',
    ]);
    expect(events.every((e) => !('endDate' in e))).toBe(true);
    const {
      eventStart: _s,
      eventEnd: _e,
      eventAttendanceMode: _m,
      ...plain
    } = detail(104, {
      eventStart: '2026-01-01',
      venue: 'x',
    });
    expect(eventData(plain)).toEqual([]);
  });
});

describe('a NewsArticle', () => {
  const news = {
    newsId: 1111,
    imgUrl: '/static/news/1111.svg',
    title: '標題',
    subTitle: 'Title',
    description: '摘要',
    subDescription: 'Summary',
    displayDate: '2025-02-18',
    displayType: 'APPLY_TEACH',
    content: '<p>內容</p>',
  } satisfies NewsDetail;

  it('was modified on its dateModified, or else on the day it was published', () => {
    expect(newsArticleData({ ...news, dateModified: '2025-03-04' }, '/share/news/1111.png')).toMatchObject({
      datePublished: '2025-02-18',
      dateModified: '2025-03-04',
    });
    expect(newsArticleData(news, '/share/news/1111.png')).toMatchObject({ dateModified: '2025-02-18' });
  });
});
