import { z } from 'zod';
import { bilingual, imagePath, text } from './fields.ts';

const slide = z.object({ imageUrl: imagePath, alt: text, title: text, subTitle: text }).strict();

/** `logo` is the text explaining the department's logo. */
export const aboutSchema = z
  .object({
    slides: z.array(slide).length(4, 'the about carousel has exactly 4 slides'),
    introduction: bilingual,
    logo: bilingual,
  })
  .strict();
export type About = z.infer<typeof aboutSchema>;
