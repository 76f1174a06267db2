import { z } from 'zod';
import { bilingual, id, imagePath, text } from '@/lib/contentSchemas';

/** A course (spec section 3). `desc` may be empty: such a course has no detail and is skipped in banners. */
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

/** A year group: id, title, subTitle, banner (its courses). */
export const yearGroupSchema = z.object({ id, title: text, subTitle: text, banner: z.array(courseSchema).min(1) }).strict();
export type YearGroup = z.infer<typeof yearGroupSchema>;

const credit = z.object({ title: text, subTitle: text, credits: z.number().int().positive() }).strict();

export const programmeSchema = z
  .object({
    introduction: bilingual,
    /** minimum credits to graduate and what they are made of */
    credits: z.object({ minimum: z.number().int().positive(), parts: z.array(credit).min(1), notes: z.array(bilingual) }).strict(),
    requiredCoreCourses: z.array(yearGroupSchema).min(1),
    electiveCourses: z.array(yearGroupSchema).min(1),
  })
  .strict();
export type Programme = z.infer<typeof programmeSchema>;

/** A course has a detail only when it has a Chinese description (spec section 2). */
export const hasDetail = (course: Course): boolean => course.desc.trim() !== '';
