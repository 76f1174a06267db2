import { describe, expect, it } from 'vitest';
import { formatDate, formatEventRange } from './formatDate';

describe('news dates', () => {
  it('shows a display date with dots', () => expect(formatDate('2025-10-14')).toBe('2025.10.14'));

  it('shows an event as one day, a day with hours, or a range', () => {
    expect(formatEventRange('2026-12-05')).toBe('2026.12.05');
    expect(formatEventRange('2026-12-19T09:30', '2026-12-19T16:00')).toBe('2026.12.19 09:30–16:00');
    expect(formatEventRange('2026-12-05', '2026-12-20')).toBe('2026.12.05 – 2026.12.20');
    expect(formatEventRange('2027-01-11T09:00', '2027-01-22T17:00')).toBe('2027.01.11 09:00 – 2027.01.22 17:00');
  });
});
