import { z } from 'zod';
import { bilingual, id, imagePath, text } from './fields.ts';

/** `desc` may be empty: such a course has no detail and is skipped in banners. */
export const courseSchema = z
  .object({
    id,
    imageUrl: imagePath,
    title: text,
    subTitle: text,
    desc: z.string(),
    subDesc: z.string(),
    images: z.array(imagePath),
    /** id of the full-time or part-time professor who teaches it */
    teacher: id.optional(),
  })
  .strict();
export type Course = z.infer<typeof courseSchema>;

/** `banner` is the year's list of courses. */
export const yearGroupSchema = z
  .object({ id, title: text, subTitle: text, banner: z.array(courseSchema).min(1) })
  .strict();
export type YearGroup = z.infer<typeof yearGroupSchema>;

const credit = z.object({ title: text, subTitle: text, credits: z.number().int().positive() }).strict();

export const programmeSchema = z
  .object({
    introduction: bilingual,
    /** minimum credits to graduate and what they are made of */
    credits: z
      .object({ minimum: z.number().int().positive(), parts: z.array(credit).min(1), notes: z.array(bilingual) })
      .strict(),
    requiredCoreCourses: z.array(yearGroupSchema).min(1),
    electiveCourses: z.array(yearGroupSchema).min(1),
  })
  .strict();
export type Programme = z.infer<typeof programmeSchema>;

/** GET /courses/{list}: the year groups of a course list and the teachers of its courses. */
export const courseListResponseSchema = z.object({
  datas: z.array(yearGroupSchema),
  teachers: z.record(z.string(), z.object({ id, name: text, subName: text, href: z.string() })),
});
