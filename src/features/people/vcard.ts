import 'server-only';
import ICAL from 'ical.js';
import type { Contact } from '@/domain/contact';
import { countryName } from '@/domain/countries';
import type { PartTimeProfessor, Person } from '@/domain/people';
import type { Site } from '@/domain/site';

/**
 * A profile's contact card, vCard 4.0 (RFC 6350), written by ical.js. Each text the site has in both languages is
 * a pair of the same property with one ALTID and a LANGUAGE each (RFC 6350 5.4): a contact app shows the one in its
 * reader's language.
 */
export interface VcardInput {
  person: Person | PartTimeProfessor;
  /** the list the person is on, as their role in the department: 專任師資 Full-time Faculty */
  role: { title: string; subTitle: string };
  contact: Contact;
  site: Pick<Site, 'university' | 'subUniversity' | 'shortName' | 'subShortName'>;
  /** the absolute address of the profile page */
  url: string;
  /** the absolute address of this file: where a contact app gets it again */
  source: string;
}

const ZH = 'zh-Hant';
const EN = 'en';

/**
 * N's family and given names, when both forms put the family name first, as Taiwanese names are written here
 * (`周明哲` / `Chou Ming-che`): the English family name has one syllable per Chinese character, so a two-character
 * family name (`歐陽` / `Ou-yang`) splits right too. Null for a name of any other form: FN alone names a vCard 4.0.
 */
export function nameParts(name: string, subName: string): { zh: [string, string]; en: [string, string] } | null {
  const words = subName.trim().split(/\s+/);
  if (words.length < 2 || !/^\p{Script=Han}{2,5}$/u.test(name)) return null;
  const family = words[0]!;
  const syllables = family.split('-').length;
  if (syllables >= name.length) return null;
  return {
    zh: [name.slice(0, syllables), name.slice(syllables)],
    en: [family, words.slice(1).join(' ')],
  };
}

/** A phone number as a tel: URI (RFC 3966): a global number keeps its digits and hyphens, spaces become hyphens. */
const telUri = (phone: string) =>
  `tel:${phone
    .trim()
    .replace(/[\s()]+/g, '-')
    .replace(/-{2,}/g, '-')}`;

export function vcard({ person, role, contact, site, url, source }: VcardInput): string {
  const card = new ICAL.Component('vcard');
  let altId = 0;
  /** The Chinese and English forms of one property; structured values (N, ORG, ADR) are arrays. */
  const pair = (name: string, zh: string | string[], en: string | string[], params: Record<string, string> = {}) => {
    altId += 1;
    for (const [language, value] of [
      [ZH, zh],
      [EN, en],
    ] as const) {
      const property = new ICAL.Property(name, card);
      for (const [key, v] of Object.entries(params)) property.setParameter(key, v);
      property.setParameter('altid', String(altId));
      property.setParameter('language', language);
      property.setValue(value);
      card.addProperty(property);
    }
  };
  const add = (name: string, value: string, params: Record<string, string | string[]> = {}) => {
    const property = new ICAL.Property(name, card);
    for (const [key, v] of Object.entries(params)) property.setParameter(key, v);
    property.setValue(value);
    card.addProperty(property);
  };

  add('version', '4.0');
  add('kind', 'individual');
  pair('fn', person.name, person.subName);
  const parts = nameParts(person.name, person.subName);
  if (parts) pair('n', [...parts.zh, '', '', ''], [...parts.en, '', '', '']);
  // the rank is the post (TITLE); part-time teachers have none
  if ('categoryName' in person) pair('title', person.categoryName, person.categorySubName);
  pair('role', role.title, role.subTitle);
  pair('org', [site.university, site.shortName], [site.subUniversity, site.subShortName]);
  // the degrees: vCard has no property of its own for them
  pair('note', person.title, person.subTitle);
  if ('email' in person && person.email) add('email', person.email, { type: 'work' });
  // the department's office: the person's own line is not published
  add('tel', telUri(contact.tel), { type: ['work', 'voice'], value: 'uri' });
  pair(
    'adr',
    ['', '', contact.address, '', '', contact.postalCode, countryName(contact.addressCountry, 'zh')],
    [
      '',
      '',
      contact.subAddress,
      contact.addressLocality,
      '',
      contact.postalCode,
      countryName(contact.addressCountry, 'en'),
    ],
    { type: 'work' },
  );
  add('url', url);
  add('source', source);
  add('uid', url);
  return stringify(card);
}

/**
 * ical.js folds a line at 75 octets of text and then puts the space of the continuation line in front, so a
 * continuation line has 76; with 74 every line keeps to RFC 6350's 75 (3.2). The card ends with CRLF, as the
 * grammar's `END:VCARD CRLF` asks.
 */
function stringify(card: InstanceType<typeof ICAL.Component>): string {
  const foldLength = ICAL.foldLength;
  ICAL.foldLength = 74;
  try {
    return `${card.toString()}\r\n`;
  } finally {
    ICAL.foldLength = foldLength;
  }
}

/**
 * The Content-Disposition of a download: the English name in ASCII as the file name, and both names in RFC 6266's
 * filename* for the browsers that read it.
 */
export function vcardDisposition(person: Person | PartTimeProfessor, fallback: string): string {
  const ascii = person.subName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || fallback;
  // of what encodeURIComponent leaves alone, RFC 5987's attr-char has no ' ( ) *
  const utf8 = encodeURIComponent(`${person.name} ${person.subName}.vcf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${utf8}`;
}
