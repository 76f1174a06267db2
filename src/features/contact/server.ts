import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Contact } from '@/domain/contact';

export const readContact = (): Contact => content('contact.json');
