import { z } from 'zod';
import { httpsUrl, id, imagePath, listFile, text } from './fields.ts';

/** `desc` is the school's English name. */
export const schoolSchema = z
  .object({ id, imageUrl: imagePath, country: text, subCountry: text, school: text, desc: text, url: httpsUrl })
  .strict();
export type School = z.infer<typeof schoolSchema>;
/** content/schools/*.json: `{ "schools": [...] }`, read as the list. */
export const schoolsFileSchema = listFile('schools', z.array(schoolSchema).min(1));
