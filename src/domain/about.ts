import * as z from './zod.ts';
import { bilingual, imagePath, text } from './fields.ts';

const slide = z.strictObject({ imageUrl: imagePath, alt: text, title: text, subTitle: text });

/** `logo` is the text explaining the department's logo. */
export const aboutSchema = z.strictObject({
  slides: z.array(slide).check(z.length(4, 'the about carousel has exactly 4 slides')),
  introduction: bilingual,
  logo: bilingual,
});
export type About = z.infer<typeof aboutSchema>;
