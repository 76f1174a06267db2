import { isEventTime, type NewsFrontMatter } from './news.ts';

/*
 * When a news item is shown: not a draft, at or after its publishAt, before its unpublishAt. Every function takes
 * `now` (epoch ms) rather than reading the clock, so that the build workers and the server, given one publish
 * time, agree on every item.
 */

/** The fields of a news item that decide whether it is shown. */
export type NewsSchedule = Pick<NewsFrontMatter, 'draft' | 'publishAt' | 'unpublishAt'>;

export type PublicationState = 'published' | 'draft' | 'scheduled' | 'expired';

/** Asia/Taipei has been UTC+8 all year since 1980 (no daylight saving time), so no time-zone data is needed. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Taipei's date (YYYY-MM-DD) at `now` (epoch ms). */
export const taipeiDate = (now: number): string => new Date(now + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
/** Taipei's date now: when a page is built or rendered. */
export const taipeiToday = (): string => taipeiDate(Date.now());

/**
 * Epoch ms of a publishAt or unpublishAt value, `YYYY-MM-DD` (00:00 of that day) or `YYYY-MM-DDTHH:mm`, in
 * Asia/Taipei. Throws a RangeError for anything else (the front-matter schema lets nothing else through).
 */
export function scheduleInstant(value: string): number {
  if (!isEventTime(value))
    throw new RangeError(`not a date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm: ${JSON.stringify(value)}`);
  const [y, mo, d, h = 0, mi = 0] = value.split(/[-T:]/).map(Number) as [number, number, number, number?, number?];
  return Date.UTC(y, mo - 1, d, h, mi) - TAIPEI_OFFSET_MS;
}

/** Why an item is or is not shown at `now`; a draft is a draft whatever its dates. */
export function publicationState(fm: NewsSchedule, now: number): PublicationState {
  if (fm.draft === true) return 'draft';
  if (fm.publishAt !== undefined && scheduleInstant(fm.publishAt) > now) return 'scheduled';
  if (fm.unpublishAt !== undefined && scheduleInstant(fm.unpublishAt) <= now) return 'expired';
  return 'published';
}

/** Shown at `now`: not a draft, publishAt absent or <= now, unpublishAt absent or > now. */
export function isPublished(fm: NewsSchedule, now: number): boolean {
  return publicationState(fm, now) === 'published';
}

/** The instants at which some item appears or disappears, ascending, each once; drafts have none. */
export function scheduleBoundaries(fms: Iterable<NewsSchedule>): number[] {
  const instants = new Set<number>();
  for (const fm of fms) {
    if (fm.draft === true) continue;
    if (fm.publishAt !== undefined) instants.add(scheduleInstant(fm.publishAt));
    if (fm.unpublishAt !== undefined) instants.add(scheduleInstant(fm.unpublishAt));
  }
  return [...instants].sort((a, b) => a - b);
}

/** The first instant after `now` at which what is shown changes, or undefined when nothing is scheduled. */
export function nextScheduleChange(fms: Iterable<NewsSchedule>, now: number): number | undefined {
  return scheduleBoundaries(fms).find((t) => t > now);
}
