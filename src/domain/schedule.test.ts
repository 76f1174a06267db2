import { describe, expect, it } from 'vitest';
import {
  taipeiDate,
  isPublished,
  nextScheduleChange,
  publicationState,
  scheduleBoundaries,
  scheduleInstant,
  type NewsSchedule,
} from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('taipeiDate', () => {
  it("is Taipei's date: the next day from 16:00 UTC", () => {
    expect(taipeiDate(Date.UTC(2026, 0, 1, 15, 59))).toBe('2026-01-01');
    expect(taipeiDate(Date.UTC(2026, 0, 1, 16, 0))).toBe('2026-01-02');
    expect(taipeiDate(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01');
  });
});

describe('scheduleInstant', () => {
  it('reads a date as 00:00 of that day in Taipei (UTC+8)', () => {
    expect(scheduleInstant('2026-12-01')).toBe(at('2026-11-30T16:00:00Z'));
    expect(scheduleInstant('2027-01-01')).toBe(at('2026-12-31T16:00:00Z'));
  });

  it('reads a date and time in Taipei, the same in summer and winter (no daylight saving time)', () => {
    expect(scheduleInstant('2026-12-01T09:00')).toBe(at('2026-12-01T01:00:00Z'));
    expect(scheduleInstant('2026-07-01T09:00')).toBe(at('2026-07-01T01:00:00Z'));
    expect(scheduleInstant('2026-12-01T07:59')).toBe(at('2026-11-30T23:59:00Z'));
    expect(scheduleInstant('2026-12-01T23:59')).toBe(at('2026-12-01T15:59:00Z'));
  });

  it('refuses what the front matter refuses', () => {
    for (const bad of ['2026-02-30', '2026-12-01T24:00', '2026-12-01 09:00', '2026-12-01T09:00Z', ''])
      expect(() => scheduleInstant(bad), bad).toThrow(RangeError);
  });
});

describe('isPublished and publicationState', () => {
  const window: NewsSchedule = { publishAt: '2026-12-01T09:00', unpublishAt: '2027-01-31' };
  const publish = at('2026-12-01T01:00:00Z');
  const unpublish = at('2027-01-30T16:00:00Z');

  it('shows an item without a schedule at any time', () => {
    for (const now of [0, publish, at('2100-01-01T00:00:00Z')]) {
      expect(isPublished({}, now)).toBe(true);
      expect(publicationState({}, now)).toBe('published');
      expect(isPublished({ draft: false }, now)).toBe(true);
    }
  });

  it('shows an item from its publishAt on: publishAt == now is published', () => {
    expect(publicationState(window, publish - 1)).toBe('scheduled');
    expect(isPublished(window, publish - 1)).toBe(false);
    expect(publicationState(window, publish)).toBe('published');
    expect(isPublished(window, publish)).toBe(true);
  });

  it('hides an item from its unpublishAt on: unpublishAt == now is not published', () => {
    expect(isPublished(window, unpublish - 1)).toBe(true);
    expect(publicationState(window, unpublish)).toBe('expired');
    expect(isPublished(window, unpublish)).toBe(false);
    expect(publicationState({ unpublishAt: '2026-12-01' }, at('2026-11-30T15:59:59.999Z'))).toBe('published');
    expect(publicationState({ unpublishAt: '2026-12-01' }, at('2026-11-30T16:00:00Z'))).toBe('expired');
  });

  it('never shows a draft, whatever its dates', () => {
    for (const now of [0, publish, unpublish - 1, unpublish]) {
      expect(publicationState({ ...window, draft: true }, now)).toBe('draft');
      expect(isPublished({ draft: true }, now)).toBe(false);
    }
  });
});

describe('scheduleBoundaries and nextScheduleChange', () => {
  const items: NewsSchedule[] = [
    {},
    { publishAt: '2026-12-01T09:00', unpublishAt: '2027-01-31' },
    { publishAt: '2026-12-01T09:00' },
    { unpublishAt: '2026-12-01' },
    { draft: true, publishAt: '2026-06-01' },
  ];

  it('lists the instants of publishAt and unpublishAt once each, ascending, without those of drafts', () => {
    expect(scheduleBoundaries(items)).toEqual([
      at('2026-11-30T16:00:00Z'),
      at('2026-12-01T01:00:00Z'),
      at('2027-01-30T16:00:00Z'),
    ]);
    expect(scheduleBoundaries([{}, { draft: true, unpublishAt: '2026-01-01' }])).toEqual([]);
  });

  it('gives the first boundary strictly after now', () => {
    expect(nextScheduleChange(items, 0)).toBe(at('2026-11-30T16:00:00Z'));
    expect(nextScheduleChange(items, at('2026-11-30T16:00:00Z'))).toBe(at('2026-12-01T01:00:00Z'));
    expect(nextScheduleChange(items, at('2026-12-01T01:00:00Z'))).toBe(at('2027-01-30T16:00:00Z'));
    expect(nextScheduleChange(items, at('2027-01-30T16:00:00Z'))).toBeUndefined();
    expect(nextScheduleChange([{}], 0)).toBeUndefined();
  });
});
