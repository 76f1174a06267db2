import * as z from './zod.ts';
import { text } from './fields.ts';
import { countrySchema, localitySchema } from './place.ts';

const phone = z.string().check(z.regex(/^\+?[0-9 ()-]{6,24}$/, 'must be a phone number like +886-2-2345-6789'));

export const contactSchema = z.strictObject({
  tel: phone,
  fax: phone,
  address: text,
  subAddress: text,
  /** the city of the address, in English: the place of the department's own events */
  addressLocality: localitySchema,
  /** ISO 3166-1 alpha-2 */
  addressCountry: countrySchema,
  /** the address's postal code (Taiwan's three or five digits; letters and spaces elsewhere) */
  postalCode: z.string().check(z.regex(/^[A-Z0-9][A-Z0-9 -]{1,9}$/, 'must be a postal code like 116')),
  email: z.email(),
  hours: z.optional(text),
  subHours: z.optional(text),
});
export type Contact = z.infer<typeof contactSchema>;
