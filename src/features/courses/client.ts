import { rest } from '@/lib/http/rest';
import { fetchCached } from '@/lib/queries';
import { courseListResponseSchema } from '@/domain/courses';
import { api, type CourseListKey } from '@/domain/paths';

/** A course list's year groups and teachers (GET /courses/{list}), cached; loaded by the detail panel. */
export const loadCourses = (list: CourseListKey) =>
  fetchCached(['courses', list], async () => (await rest.get(api.courses(list), courseListResponseSchema)).body);
