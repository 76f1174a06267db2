import 'server-only';
import { content } from '@/server/contentRegistry';
import type { About } from '@/domain/about';

export const readAbout = (): About => content('about.json');
