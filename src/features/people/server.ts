import 'server-only';
import { content } from '@/server/contentRegistry';
import type { PartTimeProfessor, Person, TeacherRef, VisitingProfessor } from './model';
import { FULL_TIME_LIST, PART_TIME_LIST } from './routes';

export const readFullTime = (): Person[] => content('people/fullTime.json');
export const readPartTime = (): PartTimeProfessor[] => content('people/partTime.json');
export const readVisiting = (): VisitingProfessor[] => content('people/visiting.json');
export const readStaff = (): Person[] => content('people/staff.json');

export function teacherRef(id: number): TeacherRef | null {
  const full = readFullTime().find((p) => p.id === id);
  if (full) return { id, name: full.name, subName: full.subName, href: `${FULL_TIME_LIST}#teacher/introduce/${id}` };
  const part = readPartTime().find((p) => p.id === id);
  if (part) return { id, name: part.name, subName: part.subName, href: `${PART_TIME_LIST}#teacher/partTimeProfessors/${id}` };
  return null;
}
