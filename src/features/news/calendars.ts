import 'server-only';
import ical, { escape, type ICalEventData } from 'ical-generator';
import { ICalEventRepeatingFreq, type ICalDateTimeValue, type ICalRepeatingOptions } from 'ical-generator';
import { readContact } from '@/features/contact';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { database } from '@/server/database';
import { categoriesListedBy, categoryByKey } from '@/domain/newsCategories';
import { NEWS_TIME_ZONE, type EventSession, type NewsEvent } from '@/domain/news';
import { countryName } from '@/domain/countries';
import { NEWS_SCREENS, paths, SCREENS, type CalendarScreen, type ProfileRef, type ProgrammeKey } from '@/domain/paths';
import { programmeLabel } from '@/lib/labels';
import { newsPerson } from '@/server/newsPeople';

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

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
/** A date or date and time moved by whole days: ('2020-11-04T20:00', 7) -> '2020-11-11T20:00'. */
const plusDays = (value: string, days: number) =>
  new Date((dayNumber(value) + days) * DAY_MS).toISOString().slice(0, 10) + value.slice(10);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The sessions of an event as one recurrence of its first session: they all start at the same time of day and last
 * as long (the front-matter rules), so they are the occurrences of FREQ=DAILY or WEEKLY with the greatest common
 * step as INTERVAL and a COUNT, less the days of that rule that hold no session (EXDATE).
 */
export function sessionRecurrence(sessions: readonly EventSession[]): ICalRepeatingOptions | undefined {
  if (sessions.length < 2) return undefined;
  const first = sessions[0]!.start;
  const offsets = sessions.map((s) => dayNumber(s.start) - dayNumber(first));
  const step = offsets.slice(1).reduce((g, offset, i) => gcd(g, offset - offsets[i]!), 0);
  const count = offsets[offsets.length - 1]! / step + 1;
  const held = new Set(offsets);
  const exclude: ICalDateTimeValue[] = [];
  for (let k = 1; k < count; k += 1) if (!held.has(k * step)) exclude.push(eventTimes(plusDays(first, k * step)).start);
  const weekly = step % 7 === 0;
  const interval = weekly ? step / 7 : step;
  return {
    freq: weekly ? ICalEventRepeatingFreq.WEEKLY : ICalEventRepeatingFreq.DAILY,
    count,
    ...(interval > 1 ? { interval } : {}),
    ...(exclude.length ? { exclude } : {}),
  };
}

/** LOCATION: the online link of an online event; otherwise the venue, its city (or cities) and country. */
function eventLocation(e: NewsEvent): string {
  if (e.eventAttendanceMode === 'online' && e.onlineUrl) return e.onlineUrl;
  const venue = e.subVenue ? `${e.venue} (${e.subVenue})` : (e.venue ?? '');
  const place =
    e.addressLocality && e.addressCountry
      ? `${e.addressLocality.join(', ')}, ${countryName(e.addressCountry, 'en')}`
      : '';
  return [venue, place].filter(Boolean).join(', ');
}

/** A UID unique to this site (RFC 5545: a name, then the host). */
const uid = (name: string) => `${name}@${new URL(absoluteUrl(SCREENS.home)).host}`;

/**
 * One VEVENT per item: its time, or its first session repeated by an RRULE; URL the link to join an online or
 * mixed event (the item's page otherwise, and always in the description).
 */
export function eventData(e: NewsEvent): ICalEventData {
  const page = absoluteUrl(paths.newsItem(e.newsId));
  const first = e.eventSessions?.[0];
  const repeating = e.eventSessions ? sessionRecurrence(e.eventSessions) : undefined;
  const join = e.eventAttendanceMode !== 'offline' ? e.onlineUrl : undefined;
  return {
    id: uid(`news-${e.newsId}`),
    ...(first ? eventTimes(first.start, first.end) : eventTimes(e.eventStart, e.eventEnd)),
    ...(repeating ? { repeating } : {}),
    stamp: new Date(`${e.displayDate}T00:00:00+08:00`),
    summary: `${e.title} ${e.subTitle}`,
    description: [e.description, e.subDescription, ...(join ? [`線上參加 Join online: ${join}`] : []), page].join(
      '\n\n',
    ),
    location: eventLocation(e),
    url: join ?? page,
    organizer: { name: site.name, email: readContact().email },
  };
}

/**
 * One session (1, 2, …) of an event held in sessions as an event of its own: its times, a UID of its own (a
 * calendar keeps it beside the whole series) and which session it is in its summary; null for no such session.
 */
export function sessionEventData(e: NewsEvent, session: number): ICalEventData | null {
  const sessions = e.eventSessions ?? [];
  const s = sessions[session - 1];
  if (!s) return null;
  const { repeating: _series, ...series } = eventData(e);
  return {
    ...series,
    id: uid(`news-${e.newsId}-${session}`),
    ...eventTimes(s.start, s.end),
    summary: `${series.summary}（第 ${session} 場，共 ${sessions.length} 場 Session ${session} of ${sessions.length}）`,
  };
}

/**
 * ical-generator writes the calendar's name (NAME, X-WR-CALNAME) as given, so it is escaped here like any TEXT
 * value, and it ends the file without the CRLF RFC 5545 requires after each content line, END:VCALENDAR too.
 */
function calendarOf(name: string, events: ICalEventData[]): string {
  const cal = ical({
    name: escape(name, false),
    prodId: { company: site.subUniversity, product: site.subShortName, language: 'ZH' },
    ttl: 86_400,
  });
  for (const e of events) cal.createEvent(e);
  const text = cal.toString();
  // a calendar with no event yet (a teacher's, a programme's) must still hold a component (RFC 5545 3.6): the time
  // zone of the department's events
  return events.length ? `${text}\r\n` : `${text.replace(/END:VCALENDAR$/, `${TAIPEI_ZONE}END:VCALENDAR`)}\r\n`;
}

/** Asia/Taipei as a VTIMEZONE: UTC+8 all year, no summer time. */
const TAIPEI_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${NEWS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

export const calendar = (name: string, events: NewsEvent[]): string => calendarOf(name, events.map(eventData));

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

/** The events that name a person with a profile, as a calendar to subscribe to; null for an unknown person. */
export function personCalendar({ list, id }: ProfileRef): string | null {
  const person = newsPerson({ list, id });
  if (!person) return null;
  const events = database().news.events({ person: { list, id } });
  return calendar(`${person.name} ${person.subName} | ${site.shortName}`, events);
}

/** The events that concern a programme, as a calendar to subscribe to. */
export function programmeCalendar(programme: ProgrammeKey): string {
  const name = programmeLabel(programme);
  const events = database().news.events({ programme });
  return calendar(`${name.zh} ${name.en} | ${site.shortName}`, events);
}

/** The "add to calendar" file of one dated item, or of one of its sessions; null when there is none. */
export function itemCalendar(newsId: number, session?: number): string | null {
  const event = datedItems().find((e) => e.newsId === newsId);
  if (!event) return null;
  const name = `${event.title} ${event.subTitle}`;
  if (session === undefined) return calendar(name, [event]);
  const one = sessionEventData(event, session);
  return one ? calendarOf(name, [one]) : null;
}

export const datedItems = (): NewsEvent[] => database().news.events();
