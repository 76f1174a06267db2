import * as z from './zod.ts';
import { RANK_KEYS, type RankKey } from './directory.ts';
import { httpsUrl, id, imagePath, listFile, text } from './fields.ts';
import { withMediaSchema, type WithMedia } from './media.ts';
import { personNewsSchema, type PersonNews } from './personRef.ts';

export * from './personRef.ts';

/** A section of a profile: research fields, representative works, awards, exhibitions, education, work experience, lab link. */
export const profileSectionSchema = z.strictObject({
  title: text,
  subTitle: text,
  /** Chinese items, one per line */
  desc: z.string(),
  /** English items, one per line */
  subDesc: z.string(),
  /** for a lab link section */
  url: z.optional(httpsUrl),
});

/** Full-time professors and staff. */
export const personSchema = z.strictObject({
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
  email: z.optional(z.email()),
  /** Chinese biography */
  desc: text,
  /** English biography */
  subDesc: text,
  content: z.array(profileSectionSchema),
});
export type Person = z.infer<typeof personSchema> & WithMedia;

/** The optional biography is shown in the detail panel. */
export const partTimeSchema = z.strictObject({
  id,
  imageUrl: imagePath,
  fullImageUrl: z.optional(imagePath),
  name: text,
  subName: text,
  title: text,
  subTitle: text,
  desc: z.optional(z.string()),
  subDesc: z.optional(z.string()),
});
export type PartTimeProfessor = z.infer<typeof partTimeSchema> & WithMedia;

export const visitingSchema = z.strictObject({
  id,
  name: text,
  subName: text,
  country: text,
  subCountry: text,
  subDesc: text,
});
export type VisitingProfessor = z.infer<typeof visitingSchema>;

export const RANKS = ['Professor', 'Associate Professor', 'Assistant Professor'] as const;
/** The Chinese name of each rank, in the order of RANKS. */
export const RANKS_ZH = ['教授', '副教授', '助理教授'] as const;
/** A rank's key in the directory's address (`?rank=associate-professor`). */
export const rankKeyOf = (rank: (typeof RANKS)[number]): RankKey => RANK_KEYS[RANKS.indexOf(rank)]!;

/** The English title of a profile's research fields section (研究領域), whose prose the field keys follow. */
export const RESEARCH_FIELDS_SECTION = 'Research Fields';

/** A research field's key: lower-case words joined by hyphens, kept in addresses (`?field=materials`). */
export const researchFieldKey = z
  .string()
  .check(z.regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be lower-case words joined by hyphens, like user-research'));

/** One field of the controlled list the directory filters by (content/people/researchFields.json). */
export const researchFieldSchema = z.strictObject({ key: researchFieldKey, name: text, subName: text });
export type ResearchField = z.infer<typeof researchFieldSchema>;
export const researchFieldsFileSchema = listFile('fields', z.array(researchFieldSchema).check(z.minLength(1)));

/**
 * A full-time professor: one of the three ranks, and the keys of their research fields from the controlled list
 * (the content check refuses an unknown key), which must agree with the prose of their 研究領域 section.
 */
export const fullTimeSchema = z.extend(personSchema, {
  categoryName: z.enum(RANKS_ZH, { error: `must be one of ${RANKS_ZH.join(', ')}` }),
  categorySubName: z.enum(RANKS, { error: `must be one of ${RANKS.join(', ')}` }),
  fields: z.array(researchFieldKey),
});
export type FullTimeProfessor = z.infer<typeof fullTimeSchema> & WithMedia;

/** content/people/*.json: `{ "people": [...] }` (an object at the root, as the editor needs), read as the list. */
export const fullTimeFileSchema = listFile('people', z.array(fullTimeSchema).check(z.minLength(1)));
export const partTimeFileSchema = listFile('people', z.array(partTimeSchema).check(z.minLength(1)));
export const visitingFileSchema = listFile(
  'people',
  z.array(visitingSchema).check(z.length(54, 'there are exactly 54 visiting professors')),
);
export const staffFileSchema = listFile(
  'people',
  z.array(personSchema).check(z.length(2, 'there are exactly 2 staff')),
);

/** GET /people/{list} (a ProfileList): the profiles the detail panels show. */
export const peopleListResponseSchema = z.object({
  datas: z.array(
    z.union([
      z.extend(withMediaSchema(fullTimeSchema), { news: personNewsSchema }),
      z.extend(withMediaSchema(personSchema), { news: personNewsSchema }),
      z.extend(withMediaSchema(partTimeSchema), { news: personNewsSchema }),
    ]),
  ),
});
/** A profile as the overlay reads it: the person and the first page of their news. */
export type ProfileWithNews = (Person | PartTimeProfessor) & { news: PersonNews };

export interface TeacherRef {
  id: number;
  name: string;
  subName: string;
  href: string;
}
