import { z } from 'zod';
import { httpsUrl, id, imagePath, text } from './fields.ts';

/** A partner school (spec section 3): desc is its English name. */
export const schoolSchema = z
  .object({ id, imageUrl: imagePath, country: text, subCountry: text, school: text, desc: text, url: httpsUrl })
  .strict();
export type School = z.infer<typeof schoolSchema>;
export const schoolsFileSchema = z.array(schoolSchema).min(1);
