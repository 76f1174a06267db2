import * as z from './zod.ts';

/** The lists whose people a news item can name: the two with profile pages, and the visiting professors. */
export const PERSON_LISTS = ['fullTime', 'partTime', 'visiting'] as const;
export type PersonList = (typeof PERSON_LISTS)[number];

/** A person as a news file names them: `{list}/{id}`, like fullTime/2 (ids are unique within a list only). */
export const PERSON_REF = /^(fullTime|partTime|visiting)\/([1-9]\d{0,8})$/;
export const personRefSchema = z
  .string({ error: 'must be a person like fullTime/2, partTime/101 or visiting/12' })
  .check(z.regex(PERSON_REF, 'must be a person like fullTime/2, partTime/101 or visiting/12 (list/id)'));

export interface PersonKey {
  list: PersonList;
  id: number;
}

/** `fullTime/2` -> { list, id }; null for anything else. */
export function parsePersonRef(ref: string): PersonKey | null {
  const m = PERSON_REF.exec(ref);
  return m ? { list: m[1] as PersonList, id: Number(m[2]) } : null;
}
export const personRef = ({ list, id }: PersonKey): string => `${list}/${id}`;

/**
 * A person a news item names, as the API gives it: their list and id, names, and the address that shows them
 * (a profile page; a visiting professor's entry on their list).
 */
export const newsPersonSchema = z.object({
  list: z.enum(PERSON_LISTS),
  id: z.int(),
  name: z.string(),
  subName: z.string(),
  url: z.string(),
});
export type NewsPerson = z.infer<typeof newsPersonSchema>;

/** A news item as a profile lists it: its date and titles (the fields of its card). */
export const newsHeadlineSchema = z.object({
  newsId: z.int(),
  title: z.string(),
  subTitle: z.string(),
  displayDate: z.string(),
});
export type NewsHeadline = z.infer<typeof newsHeadlineSchema>;

/** A page of the news that name one person, newest first: what their profile lists (the news lists' page). */
export const personNewsSchema = z.object({
  datas: z.array(newsHeadlineSchema),
  page: z.object({ current_page: z.int(), total_rec: z.int(), total_page: z.int() }),
});
export type PersonNews = z.infer<typeof personNewsSchema>;
