import { z } from 'zod';

/** content/site.json: the (fictional) department's identity. */
export const siteSchema = z
  .object({
    name: z.string().min(1),
    subName: z.string().min(1),
    shortName: z.string().min(1),
    subShortName: z.string().min(1),
    university: z.string().min(1),
    subUniversity: z.string().min(1),
    monogram: z.string().min(1).max(4),
    founded: z.number().int().min(1900),
    masterFounded: z.number().int().min(1900),
    copyrightHolder: z.string().min(1),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;
