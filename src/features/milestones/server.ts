import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Milestone } from './model';

export const readMilestones = (): Milestone[] => content('milestones.json');
