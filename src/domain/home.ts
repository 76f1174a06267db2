import * as z from './zod.ts';
import { imagePath, text } from './fields.ts';
import { altFileNameRule, altText, type WithMedia } from './media.ts';

const bannerImage = z.strictObject({ imageUrl: imagePath, alt: altText(), subAlt: altText() }).check(altFileNameRule);

export const homeSchema = z.strictObject({
  banner: z.array(bannerImage).check(z.length(2, 'the home banner has exactly 2 images')),
  tagline: text,
  subTagline: text,
});
export type Home = Omit<z.infer<typeof homeSchema>, 'banner'> & { banner: (z.infer<typeof bannerImage> & WithMedia)[] };
