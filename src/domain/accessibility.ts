import * as z from './zod.ts';
import { bilingual, text } from './fields.ts';
import { isCalendarDate } from './news.ts';

/*
 * content/accessibility.json: the accessibility statement, after GOV.UK's model statement. The headings and
 * the target (WCAG 2.2 AA) are fixed (src/lib/labels.ts); the department writes the rest.
 */

const required = (what: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

const isoDate = z
  .string(required('a date YYYY-MM-DD'))
  .check(z.refine(isCalendarDate, { error: (i) => `must be a real date YYYY-MM-DD (got ${JSON.stringify(i.input)})` }));

/** A WCAG 2.2 success criterion by its number, e.g. 2.2.2. */
const criterion = z
  .string()
  .check(z.regex(/^[1-4]\.\d{1,2}\.\d{1,2}$/, 'must be a success criterion number like 2.2.2'));

/** One part of the site that falls short: a short name for the summary, then what it means and what to do. */
const limitSchema = z.strictObject({
  title: text,
  subTitle: text,
  desc: text,
  subDesc: text,
  /** the WCAG 2.2 A or AA success criteria it fails */
  criteria: z.array(criterion).check(z.minLength(1, 'name at least one success criterion')),
});

/** Content the statement does not cover (not held to the site's tests), and why. */
const outOfScopeSchema = z.strictObject({ title: text, subTitle: text, desc: text, subDesc: text });

export const CONFORMANCE = ['full', 'partial', 'none'] as const;
export type Conformance = (typeof CONFORMANCE)[number];

export const accessibilitySchema = z
  .strictObject({
    /** who runs the site, what the statement covers, and what a visitor should be able to do */
    introduction: z.strictObject(bilingual.shape, required('an object')),
    abilities: z.array(bilingual).check(z.minLength(1, 'list at least one thing visitors can do')),
    /** how to ask for the information in another form */
    feedback: z.strictObject(bilingual.shape, required('an object')),
    /** how to report a problem that is not listed */
    reporting: z.strictObject(bilingual.shape, required('an object')),
    contact: z.strictObject(
      {
        email: z.email({ error: (i) => (i.input === undefined ? 'is required' : 'must be an email address') }),
        /** the most working days before a reply */
        responseDays: z
          .number(required('a whole number of working days'))
          .check(
            z.int('must be a whole number'),
            z.gte(1, 'must be at least 1'),
            z.lte(30, 'must be at most 30 working days'),
          ),
      },
      required('an object'),
    ),
    conformance: z.enum(CONFORMANCE, { error: 'must be one of full, partial, none' }),
    limits: z.array(limitSchema),
    outOfScope: z.array(outOfScopeSchema),
    testing: z.strictObject(
      {
        desc: text,
        subDesc: text,
        automated: z.array(bilingual).check(z.minLength(1, 'list the automated checks')),
        manual: z.array(bilingual).check(z.minLength(1, 'list the checks made by hand')),
      },
      required('an object'),
    ),
    /** the day the statement was first prepared */
    prepared: isoDate,
    /** the day it was last reviewed: on or after `prepared` */
    lastReviewed: isoDate,
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.lastReviewed < s.prepared)
        ctx.addIssue({
          code: 'custom',
          path: ['lastReviewed'],
          message: `must not be before prepared (${s.prepared})`,
        });
      if (s.conformance === 'full' && s.limits.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['conformance'],
          message: 'cannot be full while limits lists failures',
        });
      if (s.conformance !== 'full' && s.limits.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['limits'],
          message: `must list the failures behind conformance "${s.conformance}"`,
        });
    }),
  );
export type AccessibilityStatement = z.infer<typeof accessibilitySchema>;
