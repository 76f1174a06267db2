import { rest } from '@/lib/http/rest';
import { fetchCached } from '@/lib/queries';
import { courseListResponseSchema } from '@/domain/courses';
import { api, type CourseListKey } from '@/domain/paths';

/** Loaded by the detail panel on first use. */
export const loadCourses = (list: CourseListKey) =>
  fetchCached(['courses', list], async () => (await rest.get(api.courses(list), courseListResponseSchema)).body);
