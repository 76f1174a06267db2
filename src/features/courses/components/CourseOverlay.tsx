'use client';
import type { TeacherRef } from '@/features/people/model';
import { labels } from '@/lib/labels';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { hasDetail, type YearGroup } from '../model';
import { courseHashPattern, type CourseListKey } from '../routes';
import { CourseDetailView } from './CourseDetailView';

/** The `#{list}/{id}/{detailId}` overlay of a course list; unknown or non-numeric ids show No Data. */
export function CourseOverlay({ list, groups, teachers }: { list: CourseListKey; groups: YearGroup[]; teachers: Record<number, TeacherRef> }) {
  return (
    <HashOverlay pattern={courseHashPattern(list)} label={`${labels.courseDetail.zh} ${labels.courseDetail.en}`}>
      {({ id, detailId }) => {
        const group = groups.find((g) => g.id === id);
        const course = group?.banner.find((c) => c.id === detailId);
        if (!group || !course || !hasDetail(course)) return <EmptyState />;
        return <CourseDetailView group={group} course={course} teacher={course.teacher !== undefined ? teachers[course.teacher] : null} />;
      }}
    </HashOverlay>
  );
}
