import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Home } from '@/domain/home';

export const readHome = (): Home => content('home.json');
