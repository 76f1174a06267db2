import * as z from './zod.ts';
import { httpsUrl, id, imagePath, listFile, text } from './fields.ts';
import type { WithMedia } from './media.ts';

/** `desc` is the school's English name. */
export const schoolSchema = z.strictObject({
  id,
  imageUrl: imagePath,
  country: text,
  subCountry: text,
  school: text,
  desc: text,
  url: httpsUrl,
});
export type School = z.infer<typeof schoolSchema> & WithMedia;
/** content/schools/*.json: `{ "schools": [...] }`, read as the list. */
export const schoolsFileSchema = listFile('schools', z.array(schoolSchema).check(z.minLength(1)));
