import { z } from 'zod';
import { httpsUrl, id, imagePath, text } from './fields.ts';

/** `desc` is the school's English name. */
export const schoolSchema = z
  .object({ id, imageUrl: imagePath, country: text, subCountry: text, school: text, desc: text, url: httpsUrl })
  .strict();
export type School = z.infer<typeof schoolSchema>;
export const schoolsFileSchema = z.array(schoolSchema).min(1);
