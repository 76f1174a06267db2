import 'server-only';
import { readContact } from '@/features/contact';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/url';
import { content } from '@/server/contentRegistry';
import { staticSvg, type ShareCard } from '@/server/shareImage';
import type { PartTimeProfessor, Person, TeacherRef, VisitingProfessor } from '@/domain/people';
import { paths, PROFILE_LIST_NAMES, type ProfileList } from '@/domain/paths';
import { qrSvg } from './qr';
import { vcard, vcardDisposition } from './vcard';

export const readFullTime = (): Person[] => content('people/fullTime.json');
export const readPartTime = (): PartTimeProfessor[] => content('people/partTime.json');
export const readVisiting = (): VisitingProfessor[] => content('people/visiting.json');
export const readStaff = (): Person[] => content('people/staff.json');

export function teacherRef(id: number): TeacherRef | null {
  const full = readFullTime().find((p) => p.id === id);
  if (full) return { id, name: full.name, subName: full.subName, href: paths.profileOnList('fullTime', id) };
  const part = readPartTime().find((p) => p.id === id);
  if (part) return { id, name: part.name, subName: part.subName, href: paths.profileOnList('partTime', id) };
  return null;
}

export function findTeacher(list: ProfileList, rawId: string): Person | PartTimeProfessor | null {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  return (list === 'fullTime' ? readFullTime() : readPartTime()).find((p) => p.id === id) ?? null;
}

export const teacherParams = (list: ProfileList) =>
  (list === 'fullTime' ? readFullTime() : readPartTime()).map((p) => ({ id: String(p.id) }));

export function teacherShareCard(list: ProfileList, rawId: string, listTitle: string): ShareCard | null {
  const person = findTeacher(list, rawId);
  if (!person) return null;
  return {
    title: person.name,
    subTitle: `${person.subName} · ${person.subTitle}`,
    kicker: listTitle,
    picture: { svg: staticSvg(person.fullImageUrl ?? person.imageUrl), kind: 'portrait' },
  };
}

/** Every profile, full-time and part-time: those with a contact card and a QR code. */
export const profileRefs = () =>
  PROFILE_LIST_NAMES.flatMap((list) => teacherParams(list).map(({ id }) => ({ list, id: Number(id) })));

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
