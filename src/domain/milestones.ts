import * as z from './zod.ts';
import { bilingual, listFile } from './fields.ts';

export const milestoneSchema = z.strictObject({
  year: z.int().check(z.gte(1900), z.lte(2100)),
  content: z.array(bilingual).check(z.minLength(1)),
});
export type Milestone = z.infer<typeof milestoneSchema>;
/** content/milestones.json: `{ "milestones": [...] }` (an object at the root, as the editor needs), read as the list. */
export const milestonesFileSchema = listFile('milestones', z.array(milestoneSchema).check(z.minLength(1)));
