import * as z from './zod.ts';
import { COURSE_MODES, type CourseMode } from './courseDetail.ts';
import { bilingual, id, imagePath, positiveInt, text } from './fields.ts';
import { ADMISSION_SCREENS } from './paths.ts';
import { withMediaSchema, type WithMedia } from './media.ts';

/** `desc` may be empty: such a course has no detail and is skipped in banners. */
export const courseSchema = z.strictObject({
  id,
  imageUrl: imagePath,
  title: text,
  subTitle: text,
  desc: z.string(),
  subDesc: z.string(),
  images: z.array(imagePath),
  /** id of the full-time or part-time professor who teaches it */
  teacher: z.optional(id),
});
export type Course = z.infer<typeof courseSchema> & WithMedia;

/** `banner` is the year's list of courses. */
export const yearGroupSchema = z.strictObject({
  id,
  title: text,
  subTitle: text,
  banner: z.array(courseSchema).check(z.minLength(1)),
});
export type YearGroup = Omit<z.infer<typeof yearGroupSchema>, 'banner'> & { banner: Course[] };

const COURSE_MODE_KEYS = Object.keys(COURSE_MODES) as [CourseMode, ...CourseMode[]];

/**
 * How every course of a programme runs (a semester of `weeks`, `hoursPerWeek` in class) and what a semester
 * of the programme costs (`tuition` in `currency`, ISO 4217; 0 is free): shown with each course.
 */
export const teachingSchema = z.strictObject({
  courseMode: z.enum(COURSE_MODE_KEYS, { error: `must be one of ${COURSE_MODE_KEYS.join(', ')}` }),
  weeks: positiveInt,
  hoursPerWeek: positiveInt,
  tuition: z.int().check(z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a currency code like TWD')),
});
export type Teaching = z.infer<typeof teachingSchema>;

/**
 * A part of the credits to graduate. `courses`: the part is earned in that many courses, the ones listed under
 * requiredCoreCourses (the content check counts them).
 */
export const creditPartSchema = z.strictObject({
  title: text,
  subTitle: text,
  credits: positiveInt,
  courses: z.optional(positiveInt),
});
export type CreditPart = z.infer<typeof creditPartSchema>;

/** Credits some students take on top of the minimum (the MA's undergraduate courses), from `min` to `max`. */
export const bridgingSchema = z
  .strictObject({ title: text, subTitle: text, min: positiveInt, max: positiveInt })
  .check(z.refine((b) => b.min <= b.max, { path: ['max'], error: 'must not be less than min' }));
export type Bridging = z.infer<typeof bridgingSchema>;

/** A way into the programme, linked to the Admissions screen that tells about it. */
export const admissionRouteSchema = z.strictObject({
  title: text,
  subTitle: text,
  screen: z.enum(ADMISSION_SCREENS, {
    error: `must be an Admissions screen: ${ADMISSION_SCREENS.join(', ')} (see src/domain/paths.ts)`,
  }),
});
export type AdmissionRoute = z.infer<typeof admissionRouteSchema>;

export const programmeSchema = z.strictObject({
  introduction: bilingual,
  /** the degree awarded, in Chinese and English */
  degree: z.strictObject({ title: text, subTitle: text }),
  /** the normal length of study */
  years: z.int().check(z.gte(1), z.lte(8)),
  /** minimum credits to graduate and what they are made of */
  credits: z.strictObject({
    minimum: positiveInt,
    parts: z.array(creditPartSchema).check(z.minLength(1)),
    bridging: z.optional(bridgingSchema),
    notes: z.array(bilingual),
  }),
  teaching: teachingSchema,
  admissionRoutes: z.array(admissionRouteSchema).check(z.minLength(1)),
  requiredCoreCourses: z.array(yearGroupSchema).check(z.minLength(1)),
  electiveCourses: z.array(yearGroupSchema).check(z.minLength(1)),
});
export type Programme = Omit<z.infer<typeof programmeSchema>, 'requiredCoreCourses' | 'electiveCourses'> & {
  requiredCoreCourses: YearGroup[];
  electiveCourses: YearGroup[];
};

/** GET /courses/{list}: the year groups of a course list, how its courses are taught and their teachers. */
export const courseListResponseSchema = z.object({
  datas: z.array(z.extend(yearGroupSchema, { banner: z.array(withMediaSchema(courseSchema)) })),
  teaching: teachingSchema,
  teachers: z.record(z.string(), z.object({ id, name: text, subName: text, href: z.string() })),
});
