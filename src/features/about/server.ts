import 'server-only';
import { content } from '@/server/contentRegistry';
import type { About } from './model';

export const readAbout = (): About => content('about.json');
