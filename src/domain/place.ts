import * as z from './zod.ts';
import { isCountryCode } from './countries.ts';

/*
 * Where something is, in schema.org's PostalAddress terms: `addressLocality` (the city or town, in English) and
 * `addressCountry` (an ISO 3166-1 alpha-2 code). The department's own place is in content/contact.json; a dated
 * news item names its own when it is elsewhere.
 */

const required = (what: string) => (i: { input: unknown }) =>
  i.input === undefined ? 'is required' : `must be ${what}`;

/** A city or town in English (Latin letters): Taipei, Eindhoven, Su'ao, Tsubame-Sanjo. */
export const localitySchema = z.string({ error: required('a city in English, like Taipei') }).check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.refine((v) => /^(?=.*\p{Script=Latin})[\p{Script=Latin}\p{M}\p{Zs}'’.()-]+$/u.test(v), {
    error: (i) => `must be the city's English name, like Taipei or Eindhoven (got ${JSON.stringify(i.input)})`,
  }),
);

/** An ISO 3166-1 alpha-2 country code: TW, NL, JP. */
export const countrySchema = z.string({ error: required('a country code like TW') }).check(
  z.refine(isCountryCode, {
    error: (i) => {
      const got = JSON.stringify(i.input);
      const upper = typeof i.input === 'string' ? i.input.trim().toUpperCase() : '';
      const hint = upper !== i.input && isCountryCode(upper) ? ` (in capitals: ${upper})` : '';
      return `must be a two-letter ISO 3166-1 country code like TW, NL or JP (got ${got})${hint}`;
    },
  }),
);
