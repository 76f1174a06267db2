/** Zod-free: browser code uses this module (zod in the first bundle would probe `new Function`, a CSP violation). */

/** A course has a detail (a page and an overlay) only when it has a Chinese description. */
export const hasDetail = (course: { desc: string }): boolean => course.desc.trim() !== '';

/** How a programme's courses are taught; schema.org's courseMode names are Onsite, Online and Blended. */
export const COURSE_MODES = {
  onsite: { zh: '實體授課', en: 'On campus', schemaOrg: 'Onsite' },
  online: { zh: '線上授課', en: 'Online', schemaOrg: 'Online' },
  blended: { zh: '混成授課', en: 'Blended', schemaOrg: 'Blended' },
} as const;
export type CourseMode = keyof typeof COURSE_MODES;
