import 'server-only';
import { content } from '@/server/contentRegistry';
import type { Contact } from '@/domain/contact';
import type { Home } from '@/domain/home';
import { departmentData } from '@/lib/structuredData';

export const readContact = (): Contact => content('contact.json');

/** The department's schema.org data (home and contact pages), described by the home page's tagline. */
export const departmentJsonLd = () => {
  const home: Home = content('home.json');
  return departmentData(readContact(), { zh: home.tagline, en: home.subTagline });
};
