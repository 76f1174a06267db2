import { rest } from '@/lib/http/rest';
import { fetchCached, peekCached, warmCached } from '@/lib/queries';
import { courseListResponseSchema } from '@/domain/courses';
import { api, type CourseListKey } from '@/domain/paths';

const coursesKey = (list: CourseListKey) => ['courses', list] as const;
const readCourses = async (list: CourseListKey) => (await rest.get(api.courses(list), courseListResponseSchema)).body;

/** Loaded by the detail panel on first use. */
export const loadCourses = (list: CourseListKey) => fetchCached(coursesKey(list), () => readCourses(list));

/** The list's courses, if the cache holds them fresh: a panel shows them in its first render. */
export const cachedCourses = (list: CourseListKey) =>
  peekCached<Awaited<ReturnType<typeof readCourses>>>(coursesKey(list));

/** The list's courses read and validated into the cache ahead of a tap, quietly. */
export const warmCourses = (list: CourseListKey) => warmCached(coursesKey(list), () => readCourses(list));
