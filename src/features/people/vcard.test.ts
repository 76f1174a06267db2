// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseVcards, type ParsedVcard, type VcardProperty } from '../../../tests/support/vcard';
import type { Person } from '@/domain/people';
import contactFile from '@content/contact.json';
import { profileRefs, profileVcard, readFullTime, readPartTime } from './server';
import { nameParts, vcard, vcardDisposition } from './vcard';

// Cards are read back by vobject (Debian's python3-vobject), not by ical.js, which writes them.

const FULL_TIME_ROLE = { title: '專任師資', subTitle: 'Full-time Faculty' };
const PART_TIME_ROLE = { title: '兼任師資', subTitle: 'Part-time Faculty' };
const ORIGIN = 'http://localhost:3000';

const one = (text: string): ParsedVcard => {
  const cards = parseVcards(text);
  expect(cards).toHaveLength(1);
  return cards[0]!;
};

/** The two forms of a property, by language, after checking they are one pair (the same ALTID). */
function pair(card: ParsedVcard, name: string): Record<string, VcardProperty['value']> {
  const props = card[name] ?? [];
  expect(props, `${name}: a Chinese and an English form`).toHaveLength(2);
  expect(props.map((p) => p.params.LANGUAGE)).toEqual([['zh-Hant'], ['en']]);
  expect(props[0]!.params.ALTID, `${name}: one ALTID for both forms`).toEqual(props[1]!.params.ALTID);
  return { zh: props[0]!.value, en: props[1]!.value };
}

const single = (card: ParsedVcard, name: string) => {
  expect(card[name], `one ${name}`).toHaveLength(1);
  return card[name]![0]!;
};

/** The physical lines of a card: every one ends with CRLF, none is longer than 75 octets (RFC 6350 3.2). */
function expectLines(text: string) {
  expect(text.endsWith('END:VCARD\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, ''), 'no CR or LF outside a CRLF').not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  return lines;
}

describe("a full-time teacher's vCard", () => {
  const person = readFullTime().find((p) => p.id === 1)!;
  const { body } = profileVcard('fullTime', 1, FULL_TIME_ROLE)!;
  const card = one(body);

  it('is vCard 4.0 with CRLF after every line and lines folded at 75 octets', () => {
    const lines = expectLines(body);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    // the English address is longer than a line: folded, with the space of a continuation line
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(single(card, 'VERSION').value).toBe('4.0');
  });

  it('names the teacher in both languages: FN and N', () => {
    expect(pair(card, 'FN')).toEqual({ zh: '周明哲', en: 'Chou Ming-che' });
    expect(person.name).toBe('周明哲');
    const n = pair(card, 'N');
    expect(n.zh).toMatchObject({ family: '周', given: '明哲' });
    expect(n.en).toMatchObject({ family: 'Chou', given: 'Ming-che' });
  });

  it('gives the rank as TITLE, the list as ROLE, the department as ORG and the degrees as NOTE', () => {
    expect(pair(card, 'TITLE')).toEqual({ zh: '教授', en: 'Professor' });
    expect(pair(card, 'ROLE')).toEqual({ zh: '專任師資', en: 'Full-time Faculty' });
    expect(pair(card, 'ORG')).toEqual({
      zh: ['瀾川大學', '工業產品設計學系'],
      en: ['Lanchuan University', 'Industrial Product Design'],
    });
    // a comma in a TEXT value is escaped in the file and read back as a comma
    expect(pair(card, 'NOTE')).toEqual({
      zh: '日本千葉大學 設計科學博士',
      en: 'PhD in Design Science, Chiba University',
    });
  });

  it("has the teacher's e-mail, and the department's telephone and address", () => {
    expect(single(card, 'EMAIL')).toEqual({ value: 'mc.chou@ipd.lanchuan.edu.tw', params: { TYPE: ['work'] } });
    const tel = single(card, 'TEL');
    expect(tel.value).toBe(`tel:${contactFile.tel}`);
    expect(tel.params).toMatchObject({ VALUE: ['uri'], TYPE: ['work', 'voice'] });
    const adr = pair(card, 'ADR');
    expect(adr.zh).toEqual({
      box: '',
      extended: '',
      street: contactFile.address,
      city: '',
      region: '',
      code: '116',
      country: '台灣',
    });
    expect(adr.en).toEqual({
      box: '',
      extended: '',
      street: contactFile.subAddress,
      city: 'Taipei',
      region: '',
      code: '116',
      country: 'Taiwan',
    });
  });

  it("links the profile page's absolute address (URL, UID) and the card's own (SOURCE)", () => {
    expect(single(card, 'URL').value).toBe(`${ORIGIN}/teacher/introduce/1`);
    expect(single(card, 'UID').value).toBe(`${ORIGIN}/teacher/introduce/1`);
    expect(single(card, 'SOURCE').value).toBe(`${ORIGIN}/vcard/fullTime-1.vcf`);
  });
});

describe("a part-time teacher's vCard", () => {
  const person = readPartTime().find((p) => p.id === 101)!;
  const { body } = profileVcard('partTime', 101, PART_TIME_ROLE)!;
  const card = one(body);

  it('has the names, the list as ROLE, the degrees, and no e-mail or rank', () => {
    expectLines(body);
    expect(single(card, 'VERSION').value).toBe('4.0');
    expect(pair(card, 'FN')).toEqual({ zh: person.name, en: person.subName });
    expect(pair(card, 'N').en).toMatchObject({ family: 'Chiu', given: 'Chih-hao' });
    expect(pair(card, 'ROLE')).toEqual({ zh: '兼任師資', en: 'Part-time Faculty' });
    expect(pair(card, 'NOTE')).toEqual({ zh: person.title, en: person.subTitle });
    expect(card.EMAIL).toBeUndefined();
    expect(card.TITLE).toBeUndefined();
  });

  it("has the department's telephone and address and the profile's address", () => {
    expect(single(card, 'TEL').value).toBe(`tel:${contactFile.tel}`);
    expect(pair(card, 'ADR').en).toMatchObject({ street: contactFile.subAddress, code: '116', country: 'Taiwan' });
    expect(single(card, 'URL').value).toBe(`${ORIGIN}/teacher/partTimeProfessors/101`);
  });
});

describe('vCard text', () => {
  it('reads back every card of the site, every line at most 75 octets', () => {
    const refs = profileRefs();
    expect(refs).toHaveLength(readFullTime().length + readPartTime().length);
    const role = { fullTime: FULL_TIME_ROLE, partTime: PART_TIME_ROLE };
    const bodies = refs.map(({ list, id }) => profileVcard(list, id, role[list])!.body);
    for (const body of bodies) expectLines(body);
    const cards = parseVcards(bodies.join(''));
    expect(cards.map((c) => [c.FN!.map((p) => p.value), c.URL![0]!.value])).toEqual(
      refs.map(({ list, id }) => {
        const person = [...readFullTime(), ...readPartTime()].find((p) => p.id === id)!;
        const segment = list === 'fullTime' ? 'introduce' : 'partTimeProfessors';
        return [[person.name, person.subName], `${ORIGIN}/teacher/${segment}/${id}`];
      }),
    );
  });

  it('escapes backslashes, commas, semicolons and line breaks, and folds between characters, not inside one', () => {
    const base = readFullTime()[0]!;
    const person: Person = {
      ...base,
      // 3-octet characters and a 4-octet one: a fold inside a character would not read back
      title: `${'設計'.repeat(40)}𠮷`,
      subTitle: 'a\\b, c; d\ne',
    };
    const body = vcard({
      person,
      role: FULL_TIME_ROLE,
      contact: contactFile,
      site: { university: '大學', subUniversity: 'U', shortName: '系', subShortName: 'Dept; of, Design' },
      url: `${ORIGIN}/teacher/introduce/1`,
      source: `${ORIGIN}/vcard/fullTime-1.vcf`,
    });
    expectLines(body);
    const card = one(body);
    expect(pair(card, 'NOTE')).toEqual({ zh: person.title, en: 'a\\b, c; d\ne' });
    expect(pair(card, 'ORG').en).toEqual(['U', 'Dept; of, Design']);
  });

  it('splits a name into family and given names only when both forms put the family name first', () => {
    expect(nameParts('周明哲', 'Chou Ming-che')).toEqual({ zh: ['周', '明哲'], en: ['Chou', 'Ming-che'] });
    expect(nameParts('歐陽文華', 'Ou-yang Wen-hua')).toEqual({ zh: ['歐陽', '文華'], en: ['Ou-yang', 'Wen-hua'] });
    expect(nameParts('約翰·史密斯', 'John Smith')).toBeNull();
    expect(nameParts('周明哲', 'Chou')).toBeNull();
  });

  it('is a download named after the teacher', () => {
    expect(vcardDisposition(readFullTime()[0]!, 'fullTime-1')).toBe(
      `attachment; filename="Chou-Ming-che.vcf"; filename*=UTF-8''%E5%91%A8%E6%98%8E%E5%93%B2%20Chou%20Ming-che.vcf`,
    );
    expect(vcardDisposition({ ...readFullTime()[0]!, subName: "O'Neil (Jr)" }, 'x')).toContain(
      `filename="O-Neil-Jr.vcf"; filename*=UTF-8''%E5%91%A8%E6%98%8E%E5%93%B2%20O%27Neil%20%28Jr%29.vcf`,
    );
  });
});
