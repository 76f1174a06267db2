import ICAL from 'ical.js';
import { CALENDAR_TYPE, CALENDAR_SCREENS, paths } from '../../src/domain/paths.ts';
import { finding, type CheckResult, type Finding } from './report.ts';
import { mapLimit, type Site } from './site.ts';
import { runParsers } from './tools.ts';

/**
 * The RFC 5545 rules parsers are lenient about, checked on the octets as served: line endings, line
 * length, TEXT escaping, required properties, and that an RRULE parses.
 */

export interface Problem {
  message: string;
  detail: string;
}

export interface ContentLine {
  name: string;
  params: Record<string, string[]>;
  value: string;
  /** The physical line it starts on, 1-based. */
  line: number;
}

const counted = (what: string, lines: number[]) =>
  `line ${lines[0]}${lines.length > 1 ? ` (and ${lines.length - 1} more: ${lines.slice(1, 4).join(', ')}${lines.length > 4 ? ', ...' : ''})` : ''}${what}`;

/** Every line ends with CRLF (RFC 5545 3.1), the last one, after END:VCALENDAR, too; no bare CR or LF. */
export function lineEndingProblems(octets: Buffer): Problem[] {
  const problems: Problem[] = [];
  const bareLf: number[] = [];
  const bareCr: number[] = [];
  let line = 1;
  for (let i = 0; i < octets.length; i++) {
    const c = octets[i];
    if (c === 0x0d) {
      if (octets[i + 1] !== 0x0a) bareCr.push(line);
    } else if (c === 0x0a) {
      if (octets[i - 1] !== 0x0d) bareLf.push(line);
      line++;
    }
  }
  if (bareLf.length) problems.push({ message: 'line ends with LF, not CRLF', detail: counted('', bareLf) });
  if (bareCr.length) problems.push({ message: 'CR not followed by LF', detail: counted('', bareCr) });
  if (octets.length && !octets.subarray(-2).equals(Buffer.from('\r\n'))) {
    const last = octets.toString('utf8').split(/\r?\n/).filter(Boolean).pop() ?? '';
    problems.push({ message: 'the last line does not end with CRLF', detail: `after "${last.slice(0, 40)}"` });
  }
  return problems;
}

/** Content lines are at most 75 octets, CRLF not counted (RFC 5545 3.1); longer ones must be folded. */
export function lineLengthProblems(octets: Buffer, max = 75): Problem[] {
  const long: number[] = [];
  let longest = 0;
  let start = 0;
  let line = 1;
  for (let i = 0; i <= octets.length; i++) {
    if (i === octets.length || octets[i] === 0x0a) {
      let end = i;
      if (end > start && octets[end - 1] === 0x0d) end--;
      if (end - start > max) {
        long.push(line);
        longest = Math.max(longest, end - start);
      }
      start = i + 1;
      line++;
    }
  }
  return long.length
    ? [{ message: `content line longer than ${max} octets`, detail: counted(`; longest ${longest} octets`, long) }]
    : [];
}

/** Unfolds (a line break followed by a space or tab continues the line) and splits name, parameters and value. */
export function contentLines(text: string): ContentLine[] {
  const physical = text.split(/\r\n|\n|\r/);
  const logical: Array<{ text: string; line: number }> = [];
  physical.forEach((l, i) => {
    if ((l.startsWith(' ') || l.startsWith('\t')) && logical.length) logical[logical.length - 1]!.text += l.slice(1);
    else if (l !== '') logical.push({ text: l, line: i + 1 });
  });
  return logical.map(({ text: l, line }) => {
    const name = /^[A-Za-z0-9-]+/.exec(l)?.[0] ?? '';
    const params: Record<string, string[]> = {};
    let i = name.length;
    while (l[i] === ';') {
      const eq = l.indexOf('=', i);
      const param = l.slice(i + 1, eq).toUpperCase();
      i = eq + 1;
      const values: string[] = [];
      for (;;) {
        if (l[i] === '"') {
          const close = l.indexOf('"', i + 1);
          values.push(l.slice(i + 1, close));
          i = close + 1;
        } else {
          const m = /^[^";:,]*/.exec(l.slice(i))![0];
          values.push(m);
          i += m.length;
        }
        if (l[i] !== ',') break;
        i++;
      }
      params[param] = values;
    }
    const value = l[i] === ':' ? l.slice(i + 1) : '';
    return { name: name.toUpperCase(), params, value, line };
  });
}

/** Properties whose value type is TEXT (RFC 5545 3.8, RFC 7986 5.1; X-WR-* by the common convention). */
const TEXT = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'CONTACT',
  'UID',
  'PRODID',
  'TZID',
  'TZNAME',
  'CLASS',
  'STATUS',
  'TRANSP',
  'ACTION',
  'RELATED-TO',
  'NAME',
  'COLOR',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
  'X-WR-TIMEZONE',
]);
/** TEXT lists: an unescaped comma separates values there. */
const TEXT_LISTS = new Set(['CATEGORIES', 'RESOURCES']);

/** What is wrong with a TEXT value (RFC 5545 3.3.11): `;` `,` and `\` escaped, `\` only before `\ ; , n N`, no controls. */
export function textValueProblems(value: string, list: boolean): string[] {
  const problems = new Set<string>();
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '\\') {
      if (!'\\;,nN'.includes(value[i + 1] ?? '')) problems.add(`backslash not escaped ("\\${value[i + 1] ?? ''}")`);
      i++;
    } else if (c === ';') problems.add('semicolon not escaped');
    else if (c === ',' && !list) problems.add('comma not escaped');
    else if (/[\x00-\x08\x0a-\x1f\x7f]/.test(c)) problems.add('control character');
  }
  return [...problems];
}

export function textEscapingProblems(lines: ContentLine[]): Problem[] {
  const found = new Map<string, number[]>();
  for (const l of lines) {
    const list = TEXT_LISTS.has(l.name);
    if (!TEXT.has(l.name) && !list) continue;
    const type = l.params.VALUE?.[0]?.toUpperCase();
    if (type && type !== 'TEXT') continue;
    for (const p of textValueProblems(l.value, list)) {
      const key = `${l.name}: ${p} in a TEXT value`;
      found.set(key, [...(found.get(key) ?? []), l.line]);
    }
  }
  return [...found].map(([message, at]) => ({ message, detail: counted('', at) }));
}

/** The components of the calendar with their properties, from the content lines. */
function components(lines: ContentLine[]) {
  const out: Array<{ name: string; line: number; props: ContentLine[]; parent?: string }> = [];
  const stack: Array<(typeof out)[number]> = [];
  for (const l of lines) {
    if (l.name === 'BEGIN') {
      const c = { name: l.value.toUpperCase(), line: l.line, props: [], parent: stack.at(-1)?.name };
      out.push(c);
      stack.push(c);
    } else if (l.name === 'END') stack.pop();
    else stack.at(-1)?.props.push(l);
  }
  return out;
}

/** Required properties (RFC 5545 3.6, 3.6.1, 3.7) and RRULEs that parse (ical.js, 3.3.10). */
export function structureProblems(lines: ContentLine[]): Problem[] {
  const problems: Problem[] = [];
  const all = components(lines);
  const calendar = all.find((c) => c.name === 'VCALENDAR' && !c.parent);
  if (!calendar) return [{ message: 'no VCALENDAR object', detail: 'BEGIN:VCALENDAR missing' }];
  const count = (c: (typeof all)[number], name: string) => c.props.filter((p) => p.name === name).length;
  for (const name of ['PRODID', 'VERSION']) {
    if (count(calendar, name) !== 1) {
      problems.push({ message: `VCALENDAR must have exactly one ${name}`, detail: `${count(calendar, name)} found` });
    }
  }
  if (!all.some((c) => c.parent === 'VCALENDAR')) {
    problems.push({ message: 'VCALENDAR has no component (RFC 5545 3.6 requires one)', detail: '0 components' });
  }
  const method = count(calendar, 'METHOD') > 0;
  for (const event of all.filter((c) => c.name === 'VEVENT')) {
    const at = `VEVENT at line ${event.line}${event.props.find((p) => p.name === 'UID') ? ` (UID ${event.props.find((p) => p.name === 'UID')!.value})` : ''}`;
    for (const name of ['UID', 'DTSTAMP', ...(method ? [] : ['DTSTART'])]) {
      const n = count(event, name);
      if (n !== 1) problems.push({ message: `VEVENT must have exactly one ${name}`, detail: `${at}: ${n} found` });
    }
    if (count(event, 'DTEND') && count(event, 'DURATION')) {
      problems.push({ message: 'VEVENT has both DTEND and DURATION', detail: at });
    }
    for (const rrule of event.props.filter((p) => p.name === 'RRULE')) {
      try {
        const recur = ICAL.Recur.fromString(rrule.value);
        if (!recur.freq) throw new Error('no FREQ');
      } catch (error) {
        problems.push({
          message: 'RRULE does not parse',
          detail: `line ${rrule.line}: ${error instanceof Error ? error.message : error}`,
        });
      }
    }
  }
  return problems;
}

/** ical.js reads the whole calendar: its error, or null. */
export function icalJsProblem(text: string): string | null {
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    for (const event of root.getAllSubcomponents('vevent')) event.getFirstPropertyValue('dtstart');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Every rule above on one calendar's octets. */
export function calendarProblems(octets: Buffer): Problem[] {
  const text = octets.toString('utf8');
  const lines = contentLines(text);
  const parser = icalJsProblem(text);
  return [
    ...lineEndingProblems(octets),
    ...lineLengthProblems(octets),
    ...textEscapingProblems(lines),
    ...structureProblems(lines),
    ...(parser ? [{ message: 'ical.js cannot parse it', detail: parser }] : []),
  ];
}

/** Every calendar: those the pages link to and the screens' ones src/domain/paths.ts names. */
async function calendarAddresses(site: Site): Promise<string[]> {
  const linked = await site.linkedFromPages((attrs) => /\bhref="[^"]*\/calendars\/[^"/]+\.ics"/.test(attrs));
  const named = CALENDAR_SCREENS.map((s) => site.local(paths.calendar(s)));
  return [...new Set([...named, ...linked.filter((a) => site.isOwn(a))])].sort();
}

export async function checkIcal(site: Site): Promise<CheckResult> {
  const calendars = await mapLimit(await calendarAddresses(site), 6, (a) => site.get(a));
  const findings: Finding[] = [];
  const ok = calendars.filter((c) => {
    if (c.status !== 200) findings.push(finding(c.url, 'calendar does not answer 200', `HTTP ${c.status}`));
    else if (c.contentType.split(';')[0]!.trim() !== CALENDAR_TYPE) {
      findings.push(finding(c.url, `calendar is not served as ${CALENDAR_TYPE}`, `Content-Type "${c.contentType}"`));
    }
    return c.status === 200;
  });
  const name = (url: string) => new URL(url).pathname.split('/').pop()!;
  const scratch = site.writeScratch('ical', new Map(ok.map((c) => [name(c.url), c.body])));
  const python = await runParsers<{ error: string | null; events: number }>(
    'ical',
    ok.map((c) => ({ path: scratch.get(name(c.url))! })),
  );
  let events = 0;
  ok.forEach((c, i) => {
    const parsed = python.results[i]!;
    events += parsed.events;
    if (parsed.error) findings.push(finding(c.url, 'python icalendar cannot parse it', parsed.error));
    for (const p of calendarProblems(c.body)) findings.push(finding(c.url, p.message, p.detail));
  });
  return {
    name: 'ical',
    title: 'iCalendar files parse, and keep the RFC 5545 rules parsers are lenient about',
    tools: `icalendar ${python.version} (Debian python3-icalendar), ical.js 2.2.1`,
    checked: [
      `${ok.length} calendars (/calendars/*.ics, from the pages' links and src/domain/paths.ts), ${events} events`,
      'CRLF after every line, lines of at most 75 octets, TEXT escaping (NAME and X-WR-CALNAME too), UID/DTSTAMP/DTSTART, RRULE',
    ],
    findings,
  };
}
