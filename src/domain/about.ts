import * as z from './zod.ts';
import { bilingual, imagePath, text } from './fields.ts';
import { altFileNameRule, altText, type WithMedia } from './media.ts';

const slide = z
  .strictObject({ imageUrl: imagePath, alt: altText(), subAlt: altText(), title: text, subTitle: text })
  .check(altFileNameRule);

/** `logo` is the text explaining the department's logo. */
export const aboutSchema = z.strictObject({
  slides: z.array(slide).check(z.length(4, 'the about carousel has exactly 4 slides')),
  introduction: bilingual,
  logo: bilingual,
});
export type About = Omit<z.infer<typeof aboutSchema>, 'slides'> & { slides: (z.infer<typeof slide> & WithMedia)[] };
