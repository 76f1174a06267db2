import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Home } from './model';

export const readHome = (): Home => content('home.json');
