import { describe, expect, it, vi } from 'vitest';
import {
  ATTACHMENT_TYPES,
  attachmentTypeName,
  eventSessionsOf,
  formatFileSize,
  NEWS_FRONT_MATTER_KEYS,
  newsDetailSchema,
  newsFrontMatterSchema,
  resolveEvent,
} from './news';
import { countryName, COUNTRY_CODES } from './countries';

const ITEM = {
  newsId: 1234,
  category: 'NEWS_TEACH',
  displayDate: '2026-11-10',
  title: '線上講座',
  subTitle: 'Online talk',
  description: '摘要',
  subDescription: 'Summary',
  imgUrl: 'news/1234.svg',
  imgAlt: '橫幅',
  subImgAlt: 'A banner',
};
const EVENT = { ...ITEM, eventStart: '2026-12-02T20:00', eventEnd: '2026-12-02T21:00', venue: '系館' };

/** The problems of a front matter, as `field: message`. */
function problems(fields: Record<string, unknown>): string[] {
  const result = newsFrontMatterSchema.safeParse(fields);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('how people attend an event', () => {
  it('is offline by default; online and mixed take an https:// link', () => {
    expect(problems(EVENT)).toEqual([]);
    const link = 'https://www.example.org/lanchuan-ipd/live';
    expect(problems({ ...EVENT, eventAttendanceMode: 'online', onlineUrl: link })).toEqual([]);
    expect(problems({ ...EVENT, eventAttendanceMode: 'mixed', onlineUrl: link })).toEqual([]);
    expect(problems({ ...EVENT, eventAttendanceMode: 'offline' })).toEqual([]);
  });

  it('refuses an online or mixed event without its link', () => {
    expect(problems({ ...EVENT, eventAttendanceMode: 'online' })).toEqual([
      'onlineUrl: is required for an online event: the https:// link where people join or watch',
    ]);
    expect(problems({ ...EVENT, eventAttendanceMode: 'mixed' })).toEqual([
      'onlineUrl: is required for a mixed event: the https:// link where people join or watch',
    ]);
  });

  it('refuses a link on an offline event rather than guessing the mode', () => {
    expect(problems({ ...EVENT, onlineUrl: 'https://www.example.org/live' })).toEqual([
      'onlineUrl: is only for an online or mixed event: set eventAttendanceMode to online or mixed',
    ]);
  });

  it('refuses a link that is not https://, and a mode it does not know', () => {
    const online = { ...EVENT, eventAttendanceMode: 'online' };
    for (const bad of ['http://www.example.org/live', 'www.example.org/live', 'https://localhost/x', 'mailto:a@b.c'])
      expect(problems({ ...online, onlineUrl: bad }), bad).toEqual([
        `onlineUrl: must be an https:// link, like https://www.example.org/live (got ${JSON.stringify(bad)})`,
      ]);
    expect(problems({ ...EVENT, eventAttendanceMode: 'Online' })).toEqual([
      'eventAttendanceMode: must be one of offline, online, mixed (got "Online")',
    ]);
  });

  it('refuses a place on an online event', () => {
    expect(
      problems({
        ...EVENT,
        eventAttendanceMode: 'online',
        onlineUrl: 'https://www.example.org/live',
        addressLocality: 'Taipei',
        addressCountry: 'TW',
      }),
    ).toEqual([
      'addressLocality: is not for an online event: leave it out, or set eventAttendanceMode to mixed (in a place and online)',
      'addressCountry: is not for an online event: leave it out, or set eventAttendanceMode to mixed (in a place and online)',
    ]);
  });

  it('refuses the event fields on an item that is not an event', () => {
    expect(problems({ ...ITEM, eventAttendanceMode: 'online', onlineUrl: 'https://www.example.org/live' })).toEqual([
      'eventAttendanceMode: needs eventStart (it describes a dated event)',
      'onlineUrl: needs eventStart (it describes a dated event)',
    ]);
  });
});

describe('the place of an event', () => {
  it('takes a city in English and an ISO 3166-1 alpha-2 country, or several cities of one country', () => {
    const parsed = newsFrontMatterSchema.parse({ ...EVENT, addressLocality: 'Eindhoven', addressCountry: 'NL' });
    expect(parsed).toMatchObject({ addressLocality: ['Eindhoven'], addressCountry: 'NL' });
    const trip = newsFrontMatterSchema.parse({
      ...EVENT,
      addressLocality: ['Lukang', 'Taichung'],
      addressCountry: 'TW',
    });
    expect(trip.addressLocality).toEqual(['Lukang', 'Taichung']);
    expect(problems({ ...EVENT, addressLocality: ["Su'ao", 'Tsubame-Sanjo', 'Malmö'], addressCountry: 'SE' })).toEqual(
      [],
    );
  });

  it('refuses a country that is not a code, naming the capitals of a lower-case one', () => {
    const place = { ...EVENT, addressLocality: 'Eindhoven' };
    expect(problems({ ...place, addressCountry: 'Netherlands' })).toEqual([
      'addressCountry: must be a two-letter ISO 3166-1 country code like TW, NL or JP (got "Netherlands")',
    ]);
    expect(problems({ ...place, addressCountry: 'nl' })).toEqual([
      'addressCountry: must be a two-letter ISO 3166-1 country code like TW, NL or JP (got "nl") (in capitals: NL)',
    ]);
    for (const unassigned of ['XX', 'EU', 'UK', 'ZZ'])
      expect(problems({ ...place, addressCountry: unassigned })).toHaveLength(1);
  });

  it('refuses a city that is not in English, and one without its country (or the reverse)', () => {
    expect(problems({ ...EVENT, addressLocality: '台北', addressCountry: 'TW' })).toEqual([
      `addressLocality.0: must be the city's English name, like Taipei or Eindhoven (got "台北")`,
    ]);
    expect(problems({ ...EVENT, addressLocality: 'Eindhoven' })).toEqual([
      'addressCountry: is required with addressLocality: the country code of that city, like NL',
    ]);
    expect(problems({ ...EVENT, addressCountry: 'NL' })).toEqual([
      'addressLocality: is required with addressCountry: the city, in English',
    ]);
    expect(problems({ ...EVENT, addressLocality: [], addressCountry: 'NL' })).toEqual([
      'addressLocality: must name a city',
    ]);
  });

  it('names every assigned country in Chinese and English', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    expect([countryName('NL', 'zh'), countryName('NL', 'en')]).toEqual(['荷蘭', 'Netherlands']);
    expect([countryName('TW', 'zh'), countryName('TW', 'en')]).toEqual(['台灣', 'Taiwan']);
    for (const code of COUNTRY_CODES) {
      expect(countryName(code, 'en'), code).not.toBe(code);
      expect(countryName(code, 'zh'), code).not.toBe(code);
    }
    expect(countryName('XX', 'en')).toBe('XX');
  });

  it("names them from its own table: no Intl.DisplayNames, whose locale data would load in the panel's first render", () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    expect(countryName('JP', 'zh')).toBe('日本');
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
  });
});

describe('an event held in sessions', () => {
  const series = {
    ...EVENT,
    eventStart: '2020-11-04T20:00',
    eventEnd: '2020-12-09T21:00',
    eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18', '2020-11-25', '2020-12-02', '2020-12-09'],
  };

  it('lists its session days from eventStart to eventEnd, each from the start time to the end time', () => {
    expect(problems(series)).toEqual([]);
    expect(eventSessionsOf(series.eventStart, series.eventEnd, series.eventSessions)).toEqual([
      { start: '2020-11-04T20:00', end: '2020-11-04T21:00' },
      { start: '2020-11-11T20:00', end: '2020-11-11T21:00' },
      { start: '2020-11-18T20:00', end: '2020-11-18T21:00' },
      { start: '2020-11-25T20:00', end: '2020-11-25T21:00' },
      { start: '2020-12-02T20:00', end: '2020-12-02T21:00' },
      { start: '2020-12-09T20:00', end: '2020-12-09T21:00' },
    ]);
  });

  it('skips a week when the series does', () => {
    const gap = { ...series, eventSessions: ['2020-11-04', '2020-11-18', '2020-11-25', '2020-12-09'] };
    expect(problems(gap)).toEqual([]);
  });

  it('gives sessions a start time alone when eventEnd is a date, and all-day sessions of several days', () => {
    expect(eventSessionsOf('2022-04-21T19:00', '2022-04-28', ['2022-04-21', '2022-04-28'])).toEqual([
      { start: '2022-04-21T19:00' },
      { start: '2022-04-28T19:00' },
    ]);
    const camp = ['2025-07-14/2025-07-18', '2025-07-28/2025-08-01'];
    expect(problems({ ...EVENT, eventStart: '2025-07-14', eventEnd: '2025-08-01', eventSessions: camp })).toEqual([]);
    expect(eventSessionsOf('2025-07-14', '2025-08-01', camp)).toEqual([
      { start: '2025-07-14', end: '2025-07-18' },
      { start: '2025-07-28', end: '2025-08-01' },
    ]);
  });

  it('refuses a repeat rule without an end, and sessions that are not one per day in order', () => {
    const { eventEnd: _, ...open } = series;
    expect(problems(open)).toEqual([
      "eventSessions: needs eventEnd: the last session's date (with the time each session ends)",
    ]);
    expect(problems({ ...series, eventSessions: ['2020-11-04'] })).toEqual([
      'eventSessions: must list two or more sessions (a single one is just eventStart and eventEnd)',
    ]);
    expect(problems({ ...series, eventSessions: ['2020-11-04', '2020-12-09', '2020-11-18'] })).toEqual([
      'eventSessions: must be in order, each session after the one before (2020-11-18 is not after 2020-12-09)',
    ]);
    expect(problems({ ...series, eventSessions: '2020-11-04, 2020-12-09' })).toEqual([
      'eventSessions: must be a list of session dates, one per line (- 2026-12-02)',
    ]);
    expect(problems({ ...series, eventSessions: ['2020-11-04', '2020-11-31', '2020-12-09'] })).toEqual([
      'eventSessions.1: must be a real date YYYY-MM-DD, or YYYY-MM-DD/YYYY-MM-DD for a session of several days (got "2020-11-31")',
    ]);
  });

  it('refuses sessions that do not begin on eventStart and end on eventEnd', () => {
    expect(problems({ ...series, eventSessions: ['2020-11-11', '2020-12-09'] })).toEqual([
      "eventSessions: the first session must be on eventStart's date 2020-11-04 (got 2020-11-11)",
    ]);
    expect(problems({ ...series, eventSessions: ['2020-11-04', '2020-12-02'] })).toEqual([
      "eventSessions: the last session must end on eventEnd's date 2020-12-09 (got 2020-12-02)",
    ]);
  });

  it('refuses sessions whose times cannot be one day each, and sessions of unequal lengths', () => {
    expect(problems({ ...series, eventEnd: '2020-12-09T19:00' })).toEqual([
      "eventSessions: each session runs from eventStart's time to eventEnd's time, so eventEnd's time must be later than 20:00 (got 19:00)",
    ]);
    expect(problems({ ...series, eventStart: '2020-11-04', eventEnd: '2020-12-09T21:00' })).toEqual([
      'eventSessions: needs eventEnd to be a date YYYY-MM-DD, like eventStart (the sessions are all-day)',
    ]);
    expect(problems({ ...series, eventSessions: ['2020-11-04/2020-11-05', '2020-12-09/2020-12-10'] })).toEqual([
      'eventSessions: a session of several days (YYYY-MM-DD/YYYY-MM-DD) is only for an all-day event: give eventStart and eventEnd as dates',
    ]);
    expect(
      problems({
        ...EVENT,
        eventStart: '2025-07-14',
        eventEnd: '2025-07-30',
        eventSessions: ['2025-07-14/2025-07-18', '2025-07-28/2025-07-30'],
      }),
    ).toEqual([
      'eventSessions: every session must last as many days as the first (2025-07-14/2025-07-18; got 2025-07-28/2025-07-30)',
    ]);
  });
});

describe('the event as the API gives it', () => {
  const home = { addressLocality: 'Taipei', addressCountry: 'TW' };

  it("puts an offline event without a place at the department's, and gives the mode always", () => {
    expect(resolveEvent({ eventStart: '2026-12-01' }, home)).toEqual({
      eventAttendanceMode: 'offline',
      addressLocality: ['Taipei'],
      addressCountry: 'TW',
    });
    expect(
      resolveEvent({ eventStart: '2026-12-01', addressLocality: ['Eindhoven'], addressCountry: 'NL' }, home),
    ).toEqual({ eventAttendanceMode: 'offline', addressLocality: ['Eindhoven'], addressCountry: 'NL' });
  });

  it('gives an online event its link and no place; a mixed one both', () => {
    const onlineUrl = 'https://www.example.org/live';
    expect(resolveEvent({ eventStart: '2026-12-01', eventAttendanceMode: 'online', onlineUrl }, home)).toEqual({
      eventAttendanceMode: 'online',
      onlineUrl,
    });
    expect(resolveEvent({ eventStart: '2026-12-01', eventAttendanceMode: 'mixed', onlineUrl }, home)).toEqual({
      eventAttendanceMode: 'mixed',
      addressLocality: ['Taipei'],
      addressCountry: 'TW',
      onlineUrl,
    });
  });
});

describe('the documents of a news item', () => {
  const form = { file: 'attachments/1234/application-form.pdf', label: '申請表', subLabel: 'Application form' };

  it('takes a list of files under attachments/{newsId}/, each labelled in both languages', () => {
    expect(problems({ ...ITEM, attachments: [form] })).toEqual([]);
    const all = Object.keys(ATTACHMENT_TYPES).map((ext) => ({ ...form, file: `attachments/1234/form_v2.1-a.${ext}` }));
    expect(all.map((a) => problems({ ...ITEM, attachments: [a] }))).toEqual(all.map(() => []));
    expect(newsFrontMatterSchema.parse({ ...ITEM, attachments: [form] }).attachments).toEqual([form]);
    expect(NEWS_FRONT_MATTER_KEYS).toContain('attachments');
  });

  it('refuses a file of another type, outside its folder, or whose path could leave public/static', () => {
    const at = (file: string) => problems({ ...ITEM, attachments: [{ ...form, file }] });
    const path =
      'attachments.0.file: must be a file under public/static like attachments/1234/application-form.pdf, ending in .pdf, .docx, .xlsx, .pptx, .odt, .zip';
    for (const bad of [
      'attachments/1234/form.doc',
      'attachments/1234/form.exe',
      'attachments/1234/form.PDF',
      'attachments/1234/申請表.pdf',
      'attachments/1234/form name.pdf',
      'attachments/1234/../../news/1234.pdf',
      '/attachments/1234/form.pdf',
      'news/form.pdf',
      'attachments/form.pdf',
      'attachments/1234/sub/form.pdf',
    ])
      expect(at(bad), bad).toEqual([path]);
    expect(at('attachments/99/form.pdf')).toEqual([
      `attachments.0.file: must be under attachments/1234/, the folder of this item's newsId (got "attachments/99/form.pdf")`,
    ]);
  });

  it('refuses a document without its labels, with an unknown field, listed twice, or an empty list', () => {
    expect(problems({ ...ITEM, attachments: [{ ...form, subLabel: ' ' }] })).toEqual([
      'attachments.0.subLabel: must not be empty',
    ]);
    expect(problems({ ...ITEM, attachments: [{ file: form.file, label: '申請表' }] })).toEqual([
      'attachments.0.subLabel: is required',
    ]);
    expect(problems({ ...ITEM, attachments: [{ ...form, lable: 'x' }] })).toEqual([
      'attachments.0: unknown field (a typo?)',
    ]);
    expect(problems({ ...ITEM, attachments: [form, form] })).toEqual(['attachments.1.file: is listed twice']);
    expect(problems({ ...ITEM, attachments: [] })).toEqual([
      'attachments: must list at least one document (or leave the field out)',
    ]);
    expect(problems({ ...ITEM, attachments: form })).toEqual([
      'attachments: must be a list of documents, each with file, label and subLabel',
    ]);
    expect(problems({ ...ITEM, attachments: ['attachments/1234/a.pdf'] })).toEqual([
      'attachments.0: must be a document: file, label and subLabel, each on its own line',
    ]);
  });

  it('are given by the API with their address, labels, type and size', () => {
    const detail = {
      newsId: 1,
      imgUrl: '/static/news/1.svg',
      title: 't',
      subTitle: 't',
      description: 'd',
      subDescription: 'd',
      displayDate: '2026-01-01',
      displayType: 'NEWS',
      content: '',
    };
    const a = { url: '/static/attachments/1/a.pdf', label: '表', subLabel: 'Form', type: 'application/pdf', size: 12 };
    expect(newsDetailSchema.safeParse({ ...detail, attachments: [a] }).success).toBe(true);
    expect(newsDetailSchema.safeParse({ ...detail, attachments: [{ ...a, size: '12' }] }).success).toBe(false);
  });

  it('show their type and size to readers', () => {
    expect(attachmentTypeName('application/pdf')).toBe('PDF');
    expect(attachmentTypeName(ATTACHMENT_TYPES.docx.type)).toBe('DOCX');
    expect(attachmentTypeName('text/plain')).toBe('text/plain');
    expect([812, 1024, 421_888, 1024 * 1024 - 1, 3_565_158, 20 * 1024 * 1024].map(formatFileSize)).toEqual([
      '812 B',
      '1 KB',
      '412 KB',
      '1.0 MB',
      '3.4 MB',
      '20 MB',
    ]);
  });
});

describe('the people an item names', () => {
  it('takes people as list/id, in any order, and no one', () => {
    expect(problems({ ...ITEM, people: ['fullTime/2', 'visiting/12', 'partTime/101'] })).toEqual([]);
    expect(problems({ ...ITEM, people: [] })).toEqual([]);
  });

  it('refuses a person in another form, from another list, or named twice', () => {
    expect(problems({ ...ITEM, people: ['fullTime/2', '林淑華', 'staff/201', 'fullTime/02'] })).toEqual([
      'people.1: must be a person like fullTime/2, partTime/101 or visiting/12 (list/id)',
      'people.2: must be a person like fullTime/2, partTime/101 or visiting/12 (list/id)',
      'people.3: must be a person like fullTime/2, partTime/101 or visiting/12 (list/id)',
    ]);
    expect(problems({ ...ITEM, people: 'fullTime/2' })).toEqual([
      'people: must be a list of people, one per line (- fullTime/2)',
    ]);
    expect(problems({ ...ITEM, people: ['fullTime/2', 'visiting/3', 'fullTime/2'] })).toEqual([
      'people.2: is listed twice',
    ]);
  });
});

describe('the programmes an item concerns', () => {
  it('takes ba and ma, once each', () => {
    expect(problems({ ...ITEM, programmes: ['ba', 'ma'] })).toEqual([]);
    expect(problems({ ...ITEM, programmes: ['phd'] })).toEqual(['programmes.0: must be ba or ma (got "phd")']);
    expect(problems({ ...ITEM, programmes: ['ma', 'ma'] })).toEqual(['programmes.1: is listed twice']);
    expect(problems({ ...ITEM, programmes: 'ba' })).toEqual([
      'programmes: must be a list of programmes, one per line (- ba, - ma)',
    ]);
  });
});
