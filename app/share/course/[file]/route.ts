import { allCourseDetails, courseShareCard } from '@/features/courses/server';
import type { CourseListKey } from '@/domain/paths';
import { shareImageResponse } from '@/server/shareImage';

/** GET /share/course/{list}-{yearId}-{courseId}.png: a course page's share card. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  allCourseDetails().map(({ list, groupId, courseId }) => ({ file: `${list}-${groupId}-${courseId}.png` }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [, list, groupId, courseId] = /^(\w+)-(\d+)-(\d+)\.png$/.exec((await params).file)!;
  return shareImageResponse(courseShareCard(list as CourseListKey, Number(groupId), Number(courseId))!);
}
