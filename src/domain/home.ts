import { z } from 'zod';
import { imagePath, text } from './fields.ts';

export const homeSchema = z
  .object({
    banner: z
      .array(z.object({ imageUrl: imagePath, alt: text }).strict())
      .length(2, 'the home banner has exactly 2 images'),
    tagline: text,
    subTagline: text,
  })
  .strict();
export type Home = z.infer<typeof homeSchema>;
