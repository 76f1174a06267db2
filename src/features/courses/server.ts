import 'server-only';
import type { TeacherRef } from '@/domain/people';
import { teacherRef } from '@/features/people';
import { content } from '@/server/contentRegistry';
import { staticPicture, type ShareCard } from '@/server/shareImage';
import { hasDetail } from '@/domain/courseDetail';
import type { Bridging, Course, Programme, Teaching, YearGroup } from '@/domain/courses';
import { COURSE_LIST_NAMES, COURSE_LISTS, type CourseListKey, type ProgrammeKey } from '@/domain/paths';

export const readProgramme = (programme: ProgrammeKey): Programme => content(`courses/${programme}.json`);

/** `6–12`, or one number when the fewest and the most agree. */
export const creditRange = ({ min, max }: Bridging): string => (min === max ? String(min) : `${min}–${max}`);

export function readGroups(list: CourseListKey): YearGroup[] {
  const { programme, kind } = COURSE_LISTS[list];
  return readProgramme(programme)[kind];
}

/** A programme's list of required core courses. */
export const requiredListOf = (programme: ProgrammeKey): CourseListKey =>
  COURSE_LIST_NAMES.find(
    (l) => COURSE_LISTS[l].programme === programme && COURSE_LISTS[l].kind === 'requiredCoreCourses',
  )!;

/** How the courses of a list's programme are taught. */
export const readTeaching = (list: CourseListKey): Teaching => readProgramme(COURSE_LISTS[list].programme).teaching;

/** Null also for a course without a detail (no Chinese description). */
export function findCourse(
  list: CourseListKey,
  groupId: number,
  courseId: number,
): { group: YearGroup; course: Course } | null {
  const group = readGroups(list).find((g) => g.id === groupId);
  const course = group?.banner.find((c) => c.id === courseId);
  return group && course && hasDetail(course) ? { group, course } : null;
}

/** For prerendering. */
export function detailParams(list: CourseListKey): { yearId: string; courseId: string }[] {
  return readGroups(list).flatMap((g) =>
    g.banner.filter(hasDetail).map((c) => ({ yearId: String(g.id), courseId: String(c.id) })),
  );
}

export function teachersOf(list: CourseListKey): Record<number, TeacherRef> {
  const out: Record<number, TeacherRef> = {};
  for (const c of readGroups(list).flatMap((g) => g.banner)) {
    if (c.teacher !== undefined) {
      const ref = teacherRef(c.teacher);
      if (ref) out[c.teacher] = ref;
    }
  }
  return out;
}

export function courseShareCard(list: CourseListKey, groupId: number, courseId: number): ShareCard | null {
  const found = findCourse(list, groupId, courseId);
  if (!found) return null;
  return {
    title: found.course.title,
    subTitle: found.course.subTitle,
    kicker: `${found.group.title} ${found.group.subTitle}`,
    picture: { href: staticPicture(found.course.imageUrl, found.course.media), kind: 'portrait' },
  };
}

/** Every course with a page of its own, with its name and its year group's. */
export const allCourseDetails = () =>
  COURSE_LIST_NAMES.flatMap((list) =>
    readGroups(list).flatMap((group) =>
      group.banner.filter(hasDetail).map((course) => ({
        list,
        groupId: group.id,
        courseId: course.id,
        title: course.title,
        subTitle: course.subTitle,
        group: { title: group.title, subTitle: group.subTitle },
      })),
    ),
  );
