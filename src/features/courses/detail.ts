import type { Course } from './model';

/** A course has a detail only when it has a Chinese description (spec section 2). Zod-free: browser code uses it. */
export const hasDetail = (course: Pick<Course, 'desc'>): boolean => course.desc.trim() !== '';
