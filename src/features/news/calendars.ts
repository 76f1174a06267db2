import 'server-only';
import ical, { escape, type ICalEventData } from 'ical-generator';
import { readContact } from '@/features/contact';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { database } from '@/server/database';
import { categoriesListedBy, categoryByKey } from '@/domain/newsCategories';
import type { NewsEvent } from '@/domain/news';
import { NEWS_SCREENS, paths, SCREENS, type CalendarScreen } from '@/domain/paths';

// Times are written in UTC, which is exact as Taipei is UTC+8 all year (no summer time). A date without a time is
// an all-day event.

const isDate = (v: string) => v.length === 10;
const taipei = (v: string) => new Date(isDate(v) ? `${v}T00:00:00+08:00` : `${v}:00+08:00`);
/** The day after a YYYY-MM-DD date (an all-day event's exclusive end). */
const nextDay = (v: string) => new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function eventTimes(start: string, end?: string): Pick<ICalEventData, 'start' | 'end' | 'allDay'> {
  if (isDate(start) || (end !== undefined && isDate(end))) {
    const first = start.slice(0, 10);
    const last = (end ?? start).slice(0, 10);
    // all-day values are dates: build them at UTC midnight so no time zone moves them
    return { start: new Date(`${first}T00:00:00Z`), end: new Date(`${nextDay(last)}T00:00:00Z`), allDay: true };
  }
  return {
    start: taipei(start),
    end: end ? taipei(end) : new Date(taipei(start).getTime() + 2 * 3_600_000),
    allDay: false,
  };
}

function eventData(e: NewsEvent): ICalEventData {
  const url = absoluteUrl(paths.newsItem(e.newsId));
  return {
    id: `news-${e.newsId}@${new URL(absoluteUrl(SCREENS.home)).host}`,
    ...eventTimes(e.eventStart, e.eventEnd),
    stamp: new Date(`${e.displayDate}T00:00:00+08:00`),
    summary: `${e.title} ${e.subTitle}`,
    description: `${e.description}\n\n${e.subDescription}\n\n${url}`,
    location: e.subVenue ? `${e.venue} (${e.subVenue})` : e.venue,
    url,
    organizer: { name: site.name, email: readContact().email },
  };
}

/**
 * ical-generator writes the calendar's name (NAME, X-WR-CALNAME) as given, so it is escaped here like any TEXT
 * value, and it ends the file without the CRLF RFC 5545 requires after each content line, END:VCALENDAR too.
 */
export function calendar(name: string, events: NewsEvent[]): string {
  const cal = ical({
    name: escape(name, false),
    prodId: { company: site.subUniversity, product: site.subShortName, language: 'ZH' },
    ttl: 86_400,
  });
  for (const e of events) cal.createEvent(eventData(e));
  return `${cal.toString()}\r\n`;
}

/** An event announced and then reported on (same dates, same place) appears once, as its first item. */
export function screenCalendar(screen: CalendarScreen): string {
  const key = NEWS_SCREENS[screen];
  const category = categoryByKey(key);
  const seen = new Set<string>();
  const events = database()
    .news.events({ categories: [...categoriesListedBy(key)] })
    .sort((a, b) => a.displayDate.localeCompare(b.displayDate) || a.newsId - b.newsId)
    .filter((e) => {
      const k = `${e.eventStart}|${e.eventEnd ?? ''}|${e.venue ?? ''}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => a.eventStart.localeCompare(b.eventStart) || a.newsId - b.newsId);
  return calendar(`${category.title} ${category.subTitle} | ${site.shortName}`, events);
}

/** The "add to calendar" file of one dated item. */
export function itemCalendar(newsId: number): string | null {
  const event = datedItems().find((e) => e.newsId === newsId);
  return event ? calendar(`${event.title} ${event.subTitle}`, [event]) : null;
}

export const datedItems = (): NewsEvent[] => database().news.events();
