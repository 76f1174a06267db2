import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { teacherRef } from '@/features/people';
import { courseData } from '@/lib/structuredData';
import { bothLanguages, breadcrumbData, pageMetadata } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { paths, SCREENS, type CourseListKey } from '@/domain/paths';
import { detailParams, findCourse, readTeaching } from '../server';
import { CourseDetailView } from './CourseDetailView';
import styles from './Courses.module.scss';

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

function find(list: CourseListKey, yearId: string, courseId: string) {
  const g = toId(yearId);
  const c = toId(courseId);
  return g === null || c === null ? null : findCourse(list, g, c);
}

/** The overlay's content as a page of its own (shareable, in the sitemap); 404 for unknown ids. */
export function CourseDetailPage({
  list,
  yearId,
  courseId,
}: {
  list: CourseListKey;
  yearId: string;
  courseId: string;
}) {
  const found = find(list, yearId, courseId);
  if (!found) notFound();
  const teacher = found.course.teacher !== undefined ? teacherRef(found.course.teacher) : null;
  const path = paths.course(list, found.group.id, found.course.id);
  const teaching = readTeaching(list);
  return (
    <>
      <JsonLd
        data={[
          courseData(found.group, found.course, teaching, path),
          breadcrumbData([
            { name: `${found.group.title} ${found.group.subTitle}`, path: SCREENS[list] },
            { name: found.course.title, path },
          ]),
        ]}
      />
      <p className={styles.back} data-caption data-print="no">
        <Link href={SCREENS[list]}>
          <span aria-hidden="true">← </span>
          {found.group.title} <span lang="en">{found.group.subTitle}</span>
        </Link>
      </p>
      <CourseDetailView
        group={found.group}
        course={found.course}
        teaching={teaching}
        teacher={teacher}
        headingLevel={1}
      />
    </>
  );
}

export function courseMetadata(list: CourseListKey, params: { yearId: string; courseId: string }): Metadata {
  const found = find(list, params.yearId, params.courseId);
  if (!found) return {};
  const { group, course } = found;
  return pageMetadata({
    path: paths.course(list, group.id, course.id),
    title: `${course.title} ${course.subTitle} · ${group.title}`,
    description: bothLanguages(course.desc, course.subDesc).slice(0, 300),
    image: paths.share.course(list, group.id, course.id),
  });
}

export const courseStaticParams = (list: CourseListKey) => detailParams(list);
