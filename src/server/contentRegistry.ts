import 'server-only';
import type * as z from '@/domain/zod';
import about from '@content/about.json';
import accessibility from '@content/accessibility.json';
import contact from '@content/contact.json';
import ba from '@content/courses/ba.json';
import ma from '@content/courses/ma.json';
import home from '@content/home.json';
import menus from '@content/menus.json';
import milestones from '@content/milestones.json';
import pages from '@content/pages.json';
import fullTime from '@content/people/fullTime.json';
import partTime from '@content/people/partTime.json';
import researchFields from '@content/people/researchFields.json';
import staff from '@content/people/staff.json';
import visiting from '@content/people/visiting.json';
import asia from '@content/schools/asia.json';
import europe from '@content/schools/europe.json';
import site from '@content/site.json';
import { aboutSchema } from '@/domain/about';
import { accessibilitySchema } from '@/domain/accessibility';
import { contactSchema } from '@/domain/contact';
import { programmeSchema } from '@/domain/courses';
import { homeSchema } from '@/domain/home';
import { milestonesFileSchema } from '@/domain/milestones';
import {
  fullTimeFileSchema,
  partTimeFileSchema,
  researchFieldsFileSchema,
  staffFileSchema,
  visitingFileSchema,
} from '@/domain/people';
import { schoolsFileSchema } from '@/domain/schools';
import { parseContent } from '@/lib/contentError';
import { withMedia } from './media';
import { siteSchema } from '@/domain/site';
import { menusFileSchema, pagesFileSchema } from '@/domain/menus';

export const CONTENT_FILES = {
  'site.json': siteSchema,
  'menus.json': menusFileSchema,
  'pages.json': pagesFileSchema,
  'home.json': homeSchema,
  'about.json': aboutSchema,
  'contact.json': contactSchema,
  'accessibility.json': accessibilitySchema,
  'milestones.json': milestonesFileSchema,
  'courses/ba.json': programmeSchema,
  'courses/ma.json': programmeSchema,
  'schools/europe.json': schoolsFileSchema,
  'schools/asia.json': schoolsFileSchema,
  'people/fullTime.json': fullTimeFileSchema,
  'people/partTime.json': partTimeFileSchema,
  'people/researchFields.json': researchFieldsFileSchema,
  'people/visiting.json': visitingFileSchema,
  'people/staff.json': staffFileSchema,
} satisfies Record<string, z.ZodMiniType>;

export type ContentFile = keyof typeof CONTENT_FILES;
export type ContentOf<F extends ContentFile> = z.output<(typeof CONTENT_FILES)[F]>;

/** Imported statically, so it is bundled with the server code and never read from disk. */
const DATA: Record<ContentFile, unknown> = {
  'site.json': site,
  'menus.json': menus,
  'pages.json': pages,
  'home.json': home,
  'about.json': about,
  'contact.json': contact,
  'accessibility.json': accessibility,
  'milestones.json': milestones,
  'courses/ba.json': ba,
  'courses/ma.json': ma,
  'schools/europe.json': europe,
  'schools/asia.json': asia,
  'people/fullTime.json': fullTime,
  'people/partTime.json': partTime,
  'people/researchFields.json': researchFields,
  'people/visiting.json': visiting,
  'people/staff.json': staff,
};

const parsed = new Map<ContentFile, unknown>();

/** Validated on first use, once; every record that shows photographs gets their derivatives (`media`). */
export function content<F extends ContentFile>(file: F): ContentOf<F> {
  if (!parsed.has(file))
    parsed.set(
      file,
      withMedia(file, parseContent(`content/${file}`, CONTENT_FILES[file] as z.ZodMiniType, DATA[file])),
    );
  return parsed.get(file) as ContentOf<F>;
}
