import { z } from 'zod';
import { bilingual, listFile } from './fields.ts';

export const milestoneSchema = z
  .object({ year: z.number().int().min(1900).max(2100), content: z.array(bilingual).min(1) })
  .strict();
export type Milestone = z.infer<typeof milestoneSchema>;
/** content/milestones.json: `{ "milestones": [...] }` (an object at the root, as the editor needs), read as the list. */
export const milestonesFileSchema = listFile('milestones', z.array(milestoneSchema).min(1));
