import { z } from 'zod';
import { bilingual } from './fields.ts';

export const milestoneSchema = z
  .object({ year: z.number().int().min(1900).max(2100), content: z.array(bilingual).min(1) })
  .strict();
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestonesFileSchema = z.array(milestoneSchema).min(1);
