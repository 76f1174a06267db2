// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calendarProblems,
  contentLines,
  lineEndingProblems,
  lineLengthProblems,
  structureProblems,
  textEscapingProblems,
  textValueProblems,
} from './ical.ts';

const crlf = (lines: string[]) => Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'utf8');

const GOOD = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example//Validate//EN',
  'NAME:Talks\\, workshops\\; and a backslash \\\\',
  'X-WR-CALNAME:Talks\\, workshops',
  'BEGIN:VEVENT',
  'UID:news-1@example.edu',
  'DTSTAMP:20260427T160000Z',
  'DTSTART;VALUE=DATE:20260508',
  'SUMMARY:Open day\\, 19 December',
  'LOCATION:Hall 1 (Design Building\\, 5F)',
  'DESCRIPTION:Line one\\nLine two: with a colon and "quotes"',
  'CATEGORIES:talk,workshop',
  'ORGANIZER;CN="Dept, of Design: office":mailto:office@example.edu',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'END:VEVENT',
  'END:VCALENDAR',
];

describe('line endings (RFC 5545 3.1)', () => {
  it('passes CRLF after every line, the last one included', () => {
    expect(lineEndingProblems(crlf(GOOD))).toEqual([]);
  });

  it('fails a calendar whose END:VCALENDAR has no CRLF after it', () => {
    const octets = Buffer.from(GOOD.join('\r\n'), 'utf8');
    expect(lineEndingProblems(octets)).toEqual([
      { message: 'the last line does not end with CRLF', detail: 'after "END:VCALENDAR"' },
    ]);
  });

  it('fails bare LF and bare CR line breaks, naming the lines', () => {
    const octets = Buffer.from('BEGIN:VCALENDAR\nVERSION:2.0\rPRODID:x\r\nEND:VCALENDAR\r\n', 'utf8');
    const messages = lineEndingProblems(octets);
    expect(messages).toContainEqual({ message: 'line ends with LF, not CRLF', detail: 'line 1' });
    expect(messages).toContainEqual({ message: 'CR not followed by LF', detail: 'line 2' });
  });
});

describe('line length (RFC 5545 3.1)', () => {
  it('passes lines of 75 octets and counts octets, not characters', () => {
    const ascii = `SUMMARY:${'a'.repeat(75 - 8)}`;
    // 24 three-octet characters and a 3-octet name: 75 octets in 27 characters
    const cjk = `X:${'設'.repeat(24)}a`;
    expect(Buffer.byteLength(cjk)).toBe(75);
    expect(lineLengthProblems(crlf([ascii, cjk]))).toEqual([]);
  });

  it('fails a line of 76 octets, and one of 26 CJK characters (78 octets)', () => {
    const problems = lineLengthProblems(crlf(['BEGIN:VCALENDAR', `SUMMARY:${'a'.repeat(68)}`, `X:${'設'.repeat(26)}`]));
    expect(problems).toEqual([
      {
        message: 'content line longer than 75 octets',
        detail: 'line 2 (and 1 more: 3); longest 80 octets',
      },
    ]);
  });
});

describe('content lines', () => {
  it('unfolds continuation lines and keeps quoted parameter values whole', () => {
    const lines = contentLines('SUMMARY:Gradu\r\n ation Show\r\nORGANIZER;CN="A, B: C";ROLE=CHAIR:mailto:a@b.c\r\n');
    expect(lines).toEqual([
      { name: 'SUMMARY', params: {}, value: 'Graduation Show', line: 1 },
      { name: 'ORGANIZER', params: { CN: ['A, B: C'], ROLE: ['CHAIR'] }, value: 'mailto:a@b.c', line: 3 },
    ]);
  });
});

describe('TEXT escaping (RFC 5545 3.3.11)', () => {
  it('passes escaped commas, semicolons, backslashes and newlines', () => {
    expect(textValueProblems('a\\, b\\; c\\\\ d\\n e\\N', false)).toEqual([]);
    expect(textEscapingProblems(contentLines(crlf(GOOD).toString()))).toEqual([]);
  });

  it('fails a NAME and an X-WR-CALNAME with an unescaped comma', () => {
    const lines = contentLines(
      'NAME:Graduation Show 2026 "Everyday Mending", 61 Projects\r\nX-WR-CALNAME:Talks, workshops\r\n',
    );
    expect(textEscapingProblems(lines)).toEqual([
      { message: 'NAME: comma not escaped in a TEXT value', detail: 'line 1' },
      { message: 'X-WR-CALNAME: comma not escaped in a TEXT value', detail: 'line 2' },
    ]);
  });

  it('fails unescaped semicolons, stray backslashes and control characters', () => {
    expect(textValueProblems('a; b', false)).toEqual(['semicolon not escaped']);
    expect(textValueProblems('C:\\temp', false)).toEqual(['backslash not escaped ("\\t")']);
    expect(textValueProblems('a\u0007b', false)).toEqual(['control character']);
  });

  it('lets a comma separate the values of a TEXT list (CATEGORIES), and skips non-TEXT properties', () => {
    expect(textEscapingProblems(contentLines('CATEGORIES:a,b\r\nURL:http://x/?a=1,2\r\n'))).toEqual([]);
  });
});

describe('required properties and RRULE', () => {
  it('passes a calendar with PRODID, VERSION and an event with UID, DTSTAMP and DTSTART', () => {
    expect(structureProblems(contentLines(crlf(GOOD).toString()))).toEqual([]);
    expect(calendarProblems(crlf(GOOD))).toEqual([]);
  });

  it('fails an event without UID, DTSTAMP or DTSTART', () => {
    const bad = GOOD.filter((l) => !/^(UID|DTSTAMP|DTSTART)/.test(l));
    expect(structureProblems(contentLines(crlf(bad).toString())).map((p) => p.message)).toEqual([
      'VEVENT must have exactly one UID',
      'VEVENT must have exactly one DTSTAMP',
      'VEVENT must have exactly one DTSTART',
    ]);
  });

  it('fails a calendar without PRODID, and one with no component', () => {
    const messages = structureProblems(contentLines('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).map(
      (p) => p.message,
    );
    expect(messages).toEqual([
      'VCALENDAR must have exactly one PRODID',
      'VCALENDAR has no component (RFC 5545 3.6 requires one)',
    ]);
  });

  it('fails an RRULE that does not parse, or has no FREQ', () => {
    for (const rule of ['FREQ=FORTNIGHTLY', 'COUNT=3', 'FREQ=WEEKLY;BYDAY=XX']) {
      const bad = GOOD.map((l) => (l.startsWith('RRULE:') ? `RRULE:${rule}` : l));
      expect(structureProblems(contentLines(crlf(bad).toString())).map((p) => p.message)).toEqual([
        'RRULE does not parse',
      ]);
    }
  });
});
