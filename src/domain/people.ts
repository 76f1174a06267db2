import { z } from 'zod';
import { httpsUrl, id, imagePath, listFile, text } from './fields.ts';

/** A section of a profile: research fields, representative works, awards, exhibitions, education, work experience, lab link. */
export const profileSectionSchema = z
  .object({
    title: text,
    subTitle: text,
    /** Chinese items, one per line */
    desc: z.string(),
    /** English items, one per line */
    subDesc: z.string(),
    /** for a lab link section */
    url: httpsUrl.optional(),
  })
  .strict();

/** Full-time professors and staff. */
export const personSchema = z
  .object({
    id,
    imageUrl: imagePath,
    fullImageUrl: imagePath,
    name: text,
    subName: text,
    /** degrees */
    title: text,
    subTitle: text,
    /** rank: 教授 / Professor, 副教授 / Associate Professor, 助理教授 / Assistant Professor (staff: their post) */
    categoryName: text,
    categorySubName: text,
    email: z.email().optional(),
    /** Chinese biography */
    desc: text,
    /** English biography */
    subDesc: text,
    content: z.array(profileSectionSchema),
  })
  .strict();
export type Person = z.infer<typeof personSchema>;

/** The optional biography is shown in the detail panel. */
export const partTimeSchema = z
  .object({
    id,
    imageUrl: imagePath,
    fullImageUrl: imagePath.optional(),
    name: text,
    subName: text,
    title: text,
    subTitle: text,
    desc: z.string().optional(),
    subDesc: z.string().optional(),
  })
  .strict();
export type PartTimeProfessor = z.infer<typeof partTimeSchema>;

export const visitingSchema = z
  .object({ id, name: text, subName: text, country: text, subCountry: text, subDesc: text })
  .strict();
export type VisitingProfessor = z.infer<typeof visitingSchema>;

export const RANKS = ['Professor', 'Associate Professor', 'Assistant Professor'] as const;

/** content/people/*.json: `{ "people": [...] }` (an object at the root, as the editor needs), read as the list. */
export const fullTimeFileSchema = listFile('people', z.array(personSchema).min(1));
export const partTimeFileSchema = listFile('people', z.array(partTimeSchema).min(1));
export const visitingFileSchema = listFile(
  'people',
  z.array(visitingSchema).length(54, 'there are exactly 54 visiting professors'),
);
export const staffFileSchema = listFile('people', z.array(personSchema).length(2, 'there are exactly 2 staff'));

/** GET /people/{list} (a ProfileList): the profiles the detail panels show. */
export const peopleListResponseSchema = z.object({ datas: z.array(z.union([personSchema, partTimeSchema])) });

export interface TeacherRef {
  id: number;
  name: string;
  subName: string;
  href: string;
}
