import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Contact } from './model';

export const readContact = (): Contact => content('contact.json');
