import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { NewsEvent } from '@/domain/news';
import { calendar } from './calendars';

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
  });
});
