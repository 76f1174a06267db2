import { rest } from '@/lib/http/rest';
import { cachedRead } from '@/lib/queries';
import { courseListResponseSchema } from '@/domain/courses';
import { api, type CourseListKey } from '@/domain/paths';

/**
 * A list's courses: loaded by the detail panel on first use, shown in its first render when the cache holds them
 * fresh, and read ahead of a tap.
 */
export const {
  load: loadCourses,
  cached: cachedCourses,
  warm: warmCourses,
} = cachedRead(
  (list: CourseListKey) => ['courses', list],
  async (list: CourseListKey) => (await rest.get(api.courses(list), courseListResponseSchema)).body,
);
