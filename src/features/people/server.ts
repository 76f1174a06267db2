import 'server-only';
import { content } from '@/server/contentRegistry';
import { staticSvg, type ShareCard } from '@/server/shareImage';
import type { PartTimeProfessor, Person, TeacherRef, VisitingProfessor } from '@/domain/people';
import { paths, type ProfileList } from '@/domain/paths';

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
