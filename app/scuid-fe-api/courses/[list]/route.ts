import { COURSE_LIST_NAMES, type CourseListKey } from '@/domain/paths';
import { readGroups, readTeaching, teachersOf } from '@/features/courses/server';

/** GET /scuid-fe-api/courses/{list}: `{ datas, teaching, teachers }`, a course list's year groups. Prerendered JSON. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => COURSE_LIST_NAMES.map((list) => ({ list }));

export async function GET(_request: Request, { params }: { params: Promise<{ list: string }> }) {
  const list = (await params).list as CourseListKey; // one of generateStaticParams (dynamicParams = false)
  return Response.json({ datas: readGroups(list), teaching: readTeaching(list), teachers: teachersOf(list) });
}
