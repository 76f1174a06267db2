import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Milestone } from '@/domain/milestones';

export const readMilestones = (): Milestone[] => content('milestones.json');
