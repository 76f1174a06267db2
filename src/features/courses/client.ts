import { rest } from '@/lib/http/rest';
import { fetchCached } from '@/lib/queries';
import { courseListResponseSchema } from './model';
import type { CourseListKey } from './routes';

/** A course list's year groups and teachers (GET /courses/{list}), cached; loaded by the detail panel. */
export const loadCourses = (list: CourseListKey) =>
  fetchCached(['courses', list], async () => (await rest.get(`/courses/${list}`, courseListResponseSchema)).body);
