import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessibilitySchema } from './accessibility';

const file = () =>
  JSON.parse(readFileSync(join(process.cwd(), 'content', 'accessibility.json'), 'utf8')) as Record<string, unknown>;

/** The first problem zod finds: its path and message. */
function problem(data: unknown): string | undefined {
  const result = accessibilitySchema.safeParse(data);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

describe('the accessibility statement schema', () => {
  it('takes the statement as it is', () => {
    expect(problem(file())).toBeUndefined();
  });

  it('refuses a date that is not a day, or not written YYYY-MM-DD', () => {
    expect(problem({ ...file(), prepared: '2026-02-29' })).toBe(
      'prepared: must be a real date YYYY-MM-DD (got "2026-02-29")',
    );
    expect(problem({ ...file(), lastReviewed: '25/11/2026' })).toBe(
      'lastReviewed: must be a real date YYYY-MM-DD (got "25/11/2026")',
    );
    expect(problem({ ...file(), lastReviewed: undefined })).toBe('lastReviewed: is required');
  });

  it('needs a contact e-mail and a reply time in working days', () => {
    const contact = file().contact as Record<string, unknown>;
    expect(problem({ ...file(), contact: undefined })).toBe('contact: is required');
    expect(problem({ ...file(), contact: { ...contact, email: 'the office' } })).toBe(
      'contact.email: must be an email address',
    );
    expect(problem({ ...file(), contact: { ...contact, responseDays: 0 } })).toBe(
      'contact.responseDays: must be at least 1',
    );
    expect(problem({ ...file(), contact: { ...contact, responseDays: 2.5 } })).toBe(
      'contact.responseDays: must be a whole number',
    );
  });

  it('names the success criteria a limit fails by number, and ties the compliance status to the limits', () => {
    const limits = file().limits as Record<string, unknown>[];
    expect(problem({ ...file(), limits: [{ ...limits[0], criteria: ['Pause, Stop, Hide'] }] })).toBe(
      'limits.0.criteria.0: must be a success criterion number like 2.2.2',
    );
    expect(problem({ ...file(), limits: [{ ...limits[0], criteria: [] }] })).toBe(
      'limits.0.criteria: name at least one success criterion',
    );
    expect(problem({ ...file(), limits: [] })).toBe('limits: must list the failures behind conformance "partial"');
    expect(problem({ ...file(), conformance: 'full' })).toBe('conformance: cannot be full while limits lists failures');
    expect(problem({ ...file(), conformance: 'full', limits: [] })).toBeUndefined();
  });
});
