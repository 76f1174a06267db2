import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { teacherRef } from '@/features/people/server';
import { COURSE_LISTS, type CourseListKey } from '../routes';
import { detailParams, findCourse } from '../server';
import { CourseDetailView } from './CourseDetailView';
import styles from './Courses.module.scss';

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

function find(list: CourseListKey, yearId: string, courseId: string) {
  const g = toId(yearId);
  const c = toId(courseId);
  return g === null || c === null ? null : findCourse(list, g, c);
}

/** The path form of a course detail (`/baElectiveCourses/{yearId}/{courseId}` ...): 404 for unknown ids. */
export function CourseDetailPage({ list, yearId, courseId }: { list: CourseListKey; yearId: string; courseId: string }) {
  const found = find(list, yearId, courseId);
  if (!found) notFound();
  const teacher = found.course.teacher !== undefined ? teacherRef(found.course.teacher) : null;
  return (
    <>
      <p className={styles.back}>
        <Link href={COURSE_LISTS[list].listPath}>
          <span aria-hidden="true">← </span>
          {found.group.title} <span lang="en">{found.group.subTitle}</span>
        </Link>
      </p>
      <CourseDetailView group={found.group} course={found.course} teacher={teacher} headingLevel={1} />
    </>
  );
}

export function courseMetadata(list: CourseListKey, params: { yearId: string; courseId: string }): Metadata {
  const found = find(list, params.yearId, params.courseId);
  return found ? { title: `${found.course.title} ${found.course.subTitle}`, description: found.course.desc.slice(0, 120) } : {};
}

export const courseStaticParams = (list: CourseListKey) => detailParams(list);
