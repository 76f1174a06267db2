import 'server-only';
import { readContact } from '@/features/contact';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { content } from '@/server/contentRegistry';
import { database } from '@/server/database';
import { NEWS_PAGE_SIZE } from '@/domain/newsCategories';
import type { PersonNews } from '@/domain/news';
import { staticPicture, type ShareCard } from '@/server/shareImage';
import { normaliseText, RANK_KEYS, type DirectoryEntry, type DirectoryScope, type RankKey } from '@/domain/directory';
import {
  rankKeyOf,
  RESEARCH_FIELDS_SECTION,
  type FullTimeProfessor,
  type PartTimeProfessor,
  type Person,
  type PersonKey,
  type ProfileWithNews,
  type ResearchField,
  type TeacherRef,
  type VisitingProfessor,
} from '@/domain/people';
import { ANY, paths, PROFILE_LIST_NAMES, type ProfileList } from '@/domain/paths';
import { qrSvg } from './qr';
import { vcard, vcardDisposition } from './vcard';

export const readFullTime = (): FullTimeProfessor[] => content('people/fullTime.json');
export const readPartTime = (): PartTimeProfessor[] => content('people/partTime.json');
export const readVisiting = (): VisitingProfessor[] => content('people/visiting.json');
export const readStaff = (): Person[] => content('people/staff.json');
export const readResearchFields = (): ResearchField[] => content('people/researchFields.json');

/** What a list can be filtered by: ranks and research fields for the full-time list, keywords for both. */
export const directoryScope = (list: ProfileList): DirectoryScope =>
  list === 'fullTime' ? { ranks: true, fields: readResearchFields().map((f) => f.key) } : { ranks: false, fields: [] };

/**
 * A profile as the filters see it. The keyword looks in both names, the research fields' names and the
 * 研究領域 section's own lines (a part-time profile has names only).
 */
export function directoryEntry(person: FullTimeProfessor | PartTimeProfessor): DirectoryEntry {
  if (!('fields' in person))
    return { id: person.id, rank: null, fields: [], text: normaliseText(`${person.name} ${person.subName}`) };
  const byKey = new Map(readResearchFields().map((f) => [f.key, f]));
  const section = person.content.find((s) => s.subTitle === RESEARCH_FIELDS_SECTION);
  const words = [
    person.name,
    person.subName,
    ...person.fields.flatMap((key) => [byKey.get(key)?.name ?? '', byKey.get(key)?.subName ?? '']),
    section?.desc ?? '',
    section?.subDesc ?? '',
  ];
  return {
    id: person.id,
    rank: rankKeyOf(person.categorySubName),
    fields: person.fields,
    text: normaliseText(words.join(' ')),
  };
}

/** The prerendered filtered views: every rank and research field of the full-time list, alone and together. */
export function directoryParams(): { list: ProfileList; rank: RankKey | typeof ANY; field: string }[] {
  const ranks = [ANY, ...RANK_KEYS] as const;
  const fields = [ANY, ...readResearchFields().map((f) => f.key)];
  return ranks.flatMap((rank) =>
    fields
      .filter((field) => rank !== ANY || field !== ANY)
      .map((field) => ({ list: 'fullTime' as const, rank, field })),
  );
}

export function teacherRef(id: number): TeacherRef | null {
  const full = readFullTime().find((p) => p.id === id);
  if (full) return { id, name: full.name, subName: full.subName, href: paths.profile('fullTime', id) };
  const part = readPartTime().find((p) => p.id === id);
  if (part) return { id, name: part.name, subName: part.subName, href: paths.profile('partTime', id) };
  return null;
}

export function findTeacher(list: ProfileList, rawId: string): Person | PartTimeProfessor | null {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  return (list === 'fullTime' ? readFullTime() : readPartTime()).find((p) => p.id === id) ?? null;
}

/** A page of the news that name this person, newest first, as their profile lists it. */
export function personNews(person: PersonKey, page = 1): PersonNews {
  const list = database().news.list({ person, page, pageSize: NEWS_PAGE_SIZE });
  return {
    datas: list.datas.map(({ newsId, title, subTitle, displayDate }) => ({ newsId, title, subTitle, displayDate })),
    page: list.page,
  };
}

/** The profiles of a list with the first page of each one's news: what the overlay shows (GET /people/{list}). */
export const profilesWithNews = (list: ProfileList): ProfileWithNews[] =>
  (list === 'fullTime' ? readFullTime() : readPartTime()).map((p) => ({ ...p, news: personNews({ list, id: p.id }) }));

export const teacherParams = (list: ProfileList) =>
  (list === 'fullTime' ? readFullTime() : readPartTime()).map((p) => ({ id: String(p.id) }));

export function teacherShareCard(list: ProfileList, rawId: string, listTitle: string): ShareCard | null {
  const person = findTeacher(list, rawId);
  if (!person) return null;
  return {
    title: person.name,
    subTitle: `${person.subName} · ${person.subTitle}`,
    kicker: listTitle,
    picture: { href: staticPicture(person.fullImageUrl ?? person.imageUrl, person.media), kind: 'portrait' },
  };
}

/** Every profile, full-time and part-time: those with a contact card and a QR code. */
export const profileRefs = () =>
  PROFILE_LIST_NAMES.flatMap((list) => teacherParams(list).map(({ id }) => ({ list, id: Number(id) })));

/** Every profile's person, full-time then part-time, with their names. */
export const profileNames = () =>
  PROFILE_LIST_NAMES.flatMap((list) =>
    (list === 'fullTime' ? readFullTime() : readPartTime()).map(({ id, name, subName }) => ({
      list,
      id,
      name,
      subName,
    })),
  );

/** A profile's vCard and the Content-Disposition that makes it a download; null for an unknown profile. */
export function profileVcard(
  list: ProfileList,
  id: number,
  role: { title: string; subTitle: string },
): { body: string; disposition: string } | null {
  const person = findTeacher(list, String(id));
  if (!person) return null;
  const body = vcard({
    person,
    role,
    contact: readContact(),
    site,
    url: absoluteUrl(paths.profile(list, id)),
    source: absoluteUrl(paths.vcard(list, id)),
  });
  return { body, disposition: vcardDisposition(person, `${list}-${id}`) };
}

/** The QR code of a profile page's absolute address; null for an unknown profile. */
export async function profileQr(list: ProfileList, id: number): Promise<string | null> {
  return findTeacher(list, String(id)) ? qrSvg(absoluteUrl(paths.profile(list, id))) : null;
}
