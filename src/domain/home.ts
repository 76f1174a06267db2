import * as z from './zod.ts';
import { imagePath, text } from './fields.ts';

export const homeSchema = z.strictObject({
  banner: z
    .array(z.strictObject({ imageUrl: imagePath, alt: text }))
    .check(z.length(2, 'the home banner has exactly 2 images')),
  tagline: text,
  subTagline: text,
});
export type Home = z.infer<typeof homeSchema>;
