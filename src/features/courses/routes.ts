/**
 * The four course lists, their hash forms (`#{key}/{id}/{detailId}`: year group id, course id) and
 * their path forms (`/{pathSegment}/{yearId}/{courseId}`) of spec section 2.
 */
export const COURSE_LISTS = {
  baRequiredCoreCourses: {
    programme: 'ba',
    kind: 'requiredCoreCourses',
    listPath: '/industrial/baCourse/requiredCoreCourses',
    pathSegment: 'bARequiredCoreCourses',
  },
  baElectiveCourses: {
    programme: 'ba',
    kind: 'electiveCourses',
    listPath: '/industrial/baCourse/electiveCourses',
    pathSegment: 'baElectiveCourses',
  },
  maRequiredCoreCourses: {
    programme: 'ma',
    kind: 'requiredCoreCourses',
    listPath: '/industrial/maCourse/requiredCoreCourses',
    pathSegment: 'maRequiredCoreCourses',
  },
  maElectiveCourses: {
    programme: 'ma',
    kind: 'electiveCourses',
    listPath: '/industrial/maCourse/electiveCourses',
    pathSegment: 'maElectiveCourses',
  },
} as const;

export type CourseListKey = keyof typeof COURSE_LISTS;
export type ProgrammeKey = 'ba' | 'ma';

export const courseHashPattern = (list: CourseListKey) => `${list}/:id/:detailId`;
export const courseHash = (list: CourseListKey, groupId: number, courseId: number) => `#${list}/${groupId}/${courseId}`;
export const coursePath = (list: CourseListKey, groupId: number, courseId: number) =>
  `/${COURSE_LISTS[list].pathSegment}/${groupId}/${courseId}`;
