// @vitest-environment node
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasDetail } from '@/domain/courseDetail';
import { checkContent, contentReport } from '@/server/contentCheck';
import { content } from '@/server/contentRegistry';
import { readNewsDir } from '@/server/newsContent';
import { NEWS_CATEGORY_KEYS } from '@/domain/newsCategories';
import { SCREENS } from '@/domain/paths';
import { tempDir } from './fixtures';

const tmp = tempDir('scuid-content-');
afterAll(() => tmp.cleanup());

/** A copy of content/ to break on purpose. */
function brokenCopy(name: string, file: string, mutate: (data: unknown) => void): string {
  const dir = join(tmp.dir, name);
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  mutate(data);
  writeFileSync(path, JSON.stringify(data));
  return dir;
}

describe('the content files', () => {
  it('all pass their schemas and the rules across files', () => {
    expect(checkContent()).toEqual([]);
  });

  it('hold 54 visiting professors, 2 staff, 8 or more full-time professors, 4 slides, 2 banners, 1992 to 2013', () => {
    expect(content('people/visiting.json')).toHaveLength(54);
    expect(content('people/staff.json')).toHaveLength(2);
    expect(content('people/fullTime.json').length).toBeGreaterThanOrEqual(8);
    expect(content('about.json').slides).toHaveLength(4);
    expect(content('home.json').banner).toHaveLength(2);
    const years = content('milestones.json').map((m) => m.year);
    expect(years[0]).toBe(1992);
    expect(years[years.length - 1]).toBe(2013);
  });

  it('give an accessibility statement with the department’s e-mail, a reply time and its last review', () => {
    const statement = content('accessibility.json');
    expect(statement.contact.email).toBe(content('contact.json').email);
    expect(statement.contact.responseDays).toBe(5);
    expect(statement.conformance).toBe('partial');
    expect(statement.lastReviewed).toBe('2026-11-26');
  });

  it('give the BA and MA credit rules: BA at least 128 (14 + 56 + 30 + 28), MA at least 30 (the first part 12)', () => {
    const ba = content('courses/ba.json').credits;
    expect(ba.minimum).toBe(128);
    expect(ba.parts.map((p) => p.credits)).toEqual([14, 56, 30, 28]);
    const ma = content('courses/ma.json').credits;
    expect(ma.minimum).toBe(30);
    expect(ma.parts[0]?.credits).toBe(12);
  });

  it('give each programme its length, degree and admission routes, and the MA its four courses and bridging credits', () => {
    const ba = content('courses/ba.json');
    const ma = content('courses/ma.json');
    expect([ba.years, ba.degree.subTitle, ma.years, ma.degree.subTitle]).toEqual([
      4,
      'Bachelor of Design',
      2,
      'Master of Design',
    ]);
    expect(ma.credits.parts[0]).toMatchObject({ credits: 12, courses: 4 });
    expect(ma.requiredCoreCourses.flatMap((g) => g.banner)).toHaveLength(4);
    expect(ma.credits.bridging).toMatchObject({ min: 6, max: 12 });
    expect(ba.credits.bridging).toBeUndefined();
    expect(ba.admissionRoutes.map((r) => r.title)).toEqual(['特殊選才', '繁星推薦', '個人申請', '分科測驗分發']);
    expect(ma.admissionRoutes.map((r) => r.title)).toEqual(['甄試', '考試入學']);
  });

  it('keep ids unique and every course teacher a listed professor', () => {
    const people = [...content('people/fullTime.json'), ...content('people/partTime.json')].map((p) => p.id);
    expect(new Set(people).size).toBe(people.length);
    for (const programme of ['courses/ba.json', 'courses/ma.json'] as const) {
      const p = content(programme);
      const courses = [...p.requiredCoreCourses, ...p.electiveCourses].flatMap((g) => g.banner);
      expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
      for (const c of courses)
        if (c.teacher !== undefined) expect(people, `${programme} course ${c.id}`).toContain(c.teacher);
      expect(
        courses.some((c) => !hasDetail(c)),
        `${programme} has courses without a detail`,
      ).toBe(true);
    }
  });

  it('hold at least 150 demo news items over all twelve categories and several years', () => {
    const news = readNewsDir(join(process.cwd(), 'content', 'news'), {
      staticDir: join(process.cwd(), 'public', 'static'),
    });
    expect(news.length).toBeGreaterThanOrEqual(150);
    expect(new Set(news.map((n) => n.frontMatter.category))).toEqual(new Set(NEWS_CATEGORY_KEYS));
    expect(new Set(news.map((n) => n.frontMatter.displayDate.slice(0, 4))).size).toBeGreaterThanOrEqual(5);
  });

  it('give every exhibition, international workshop and summer workshop a time and a place, some of them upcoming', () => {
    const news = readNewsDir(join(process.cwd(), 'content', 'news'), {
      staticDir: join(process.cwd(), 'public', 'static'),
    }).map((n) => n.frontMatter);
    for (const n of news.filter((x) => ['TEACH_SHOW', 'TEACH_WORKSHOP', 'APPLY_TEAM'].includes(x.category))) {
      expect(n.eventStart, `news ${n.newsId}`).toBeDefined();
      expect(n.venue, `news ${n.newsId}`).toBeDefined();
      expect(n.subVenue, `news ${n.newsId}`).toBeDefined();
    }
    // announced before they happen, never dated in the future (the demo's "today" is 2026-11-23)
    const upcoming = news.filter((n) => n.eventStart && n.eventStart >= '2026-12-01' && n.eventStart <= '2027-08-31');
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    for (const n of upcoming) expect(n.displayDate < n.eventStart!.slice(0, 10), `news ${n.newsId}`).toBe(true);
    expect(news.every((n) => n.displayDate <= '2026-11-23')).toBe(true);
  });
});

describe('the demo events say how, where and when they take place, as their text does', () => {
  const news = () =>
    readNewsDir(join(process.cwd(), 'content', 'news'), { staticDir: join(process.cwd(), 'public', 'static') }).map(
      (n) => ({ ...n.frontMatter, body: n.body }),
    );
  const byId = (id: number) => news().find((n) => n.newsId === id)!;

  it('holds online events online, each with a link on a reserved demo domain, and the one mixed show', () => {
    const dated = news().filter((n) => n.eventStart);
    const online = dated.filter((n) => n.eventAttendanceMode === 'online').map((n) => n.newsId);
    expect(online.sort((a, b) => a - b)).toEqual([201, 804, 903, 904, 1205]);
    expect(dated.filter((n) => n.eventAttendanceMode === 'mixed').map((n) => n.newsId)).toEqual([803]);
    for (const n of dated.filter((x) => x.eventAttendanceMode && x.eventAttendanceMode !== 'offline'))
      expect(new URL(n.onlineUrl!).hostname, `news ${n.newsId}`).toBe('www.example.org');
    // a venue that says online is an online event, and the reverse
    for (const n of dated)
      expect(/Online/.test(n.subVenue ?? ''), `news ${n.newsId}`).toBe(n.eventAttendanceMode === 'online');
  });

  it('places the events abroad and elsewhere in Taiwan in their cities and countries', () => {
    const places = Object.fromEntries(
      news()
        .filter((n) => n.addressCountry)
        .map((n) => [n.newsId, `${n.addressLocality!.join('+')} ${n.addressCountry}`]),
    );
    expect(places).toMatchObject({
      802: 'Eindhoven NL',
      809: 'Eindhoven NL',
      806: 'Milan IT',
      812: 'Milan IT',
      906: 'Milan+Brianza IT',
      807: 'Tokyo JP',
      908: 'Tokyo+Tsubame-Sanjo JP',
      902: 'Helsinki FI',
      912: 'Helsinki FI',
      909: 'Seoul KR',
      910: 'Stuttgart DE',
      913: 'Singapore SG',
      206: 'Lukang+Taichung TW',
      907: "Taipei+Su'ao TW",
      914: 'Zhushan+Taipei TW',
    });
    // the department's own place, for every other event in a place
    expect(content('contact.json')).toMatchObject({ addressLocality: 'Taipei', addressCountry: 'TW' });
  });

  it('lists the sessions of the series the texts list: every Wednesday, every Thursday, two weekends', () => {
    expect(byId(201)).toMatchObject({
      eventStart: '2020-11-04T20:00',
      eventEnd: '2020-12-09T21:00',
      eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18', '2020-11-25', '2020-12-02', '2020-12-09'],
    });
    for (const [m, d] of [
      [11, 4],
      [11, 11],
      [11, 18],
      [11, 25],
      [12, 2],
      [12, 9],
    ])
      expect(byId(201).body).toContain(`${m}/${d}　`);
    expect(byId(203).eventSessions).toEqual(['2022-04-21', '2022-04-28', '2022-05-05', '2022-05-12']);
    for (const day of ['4/21', '4/28', '5/5', '5/12']) expect(byId(203).body).toContain(`${day}：`);
    expect(byId(207).eventSessions).toEqual(['2024-04-10', '2024-04-11']);
    expect(byId(210).eventSessions).toEqual(['2025-04-12', '2025-04-13']);
    expect(byId(1211).eventSessions).toEqual(['2025-07-14/2025-07-18', '2025-07-28/2025-08-01']);
  });
});

describe('a broken content file', () => {
  it('names a menu entry that goes to no screen of the site', () => {
    const dir = brokenCopy('menu-to', 'menus.json', (d) => {
      const menus = (d as { menus: { to?: string; children?: { to?: string }[] }[] }).menus;
      menus[0]!.children![0]!.to = `${SCREENS.aboutUs}X`;
    });
    expect(checkContent(dir).join('\n')).toContain(
      `menus[0].children[0].to: an internal entry goes to a screen of the site ("${SCREENS.aboutUs}X" is none`,
    );
  });

  it('names a screen that no menu entry goes to', () => {
    const dir = brokenCopy('menu-missing', 'menus.json', (d) => {
      const department = (d as { menus: { children?: { id: string }[] }[] }).menus[0]!;
      department.children = department.children!.filter((c) => c.id !== 'milestone');
    });
    expect(checkContent(dir).join('\n')).toContain(`no entry goes to the screen ${SCREENS.milestone}`);
  });

  it('names a screen without a description and a description of no screen', () => {
    const dir = brokenCopy('pages', 'pages.json', (d) => {
      const pages = d as Record<string, unknown>;
      pages[`${SCREENS.milestone}s`] = pages[SCREENS.milestone];
      delete pages[SCREENS.milestone];
    });
    const problems = checkContent(dir).join('\n');
    expect(problems).toContain(`${SCREENS.milestone}s: is not the path of a screen of the site`);
    expect(problems).toMatch(new RegExp(`${SCREENS.milestone}\\b.*no description for this screen`));
  });

  it('names an accessibility statement reviewed on a day that does not exist', () => {
    const dir = brokenCopy('statement-date', 'accessibility.json', (d) => {
      (d as { lastReviewed: string }).lastReviewed = '2026-11-31';
    });
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(
        /^Invalid content file content\/accessibility\.json:\n {2}lastReviewed: must be a real date YYYY-MM-DD \(got "2026-11-31"\)/,
      ),
    );
    expect(contentReport({ dir }).problems).toContainEqual({
      file: 'content/accessibility.json',
      field: 'lastReviewed',
      message: 'must be a real date YYYY-MM-DD (got "2026-11-31")',
    });
  });

  it('names an accessibility statement reviewed before it was prepared', () => {
    const dir = brokenCopy('statement-order', 'accessibility.json', (d) => {
      (d as { lastReviewed: string }).lastReviewed = '2026-01-02';
    });
    expect(checkContent(dir).join('\n')).toMatch(/accessibility\.json:\n {2}lastReviewed: must not be before prepared/);
  });

  it('names an accessibility statement without its contact, or without its e-mail', () => {
    const withoutContact = brokenCopy('statement-contact', 'accessibility.json', (d) => {
      delete (d as { contact?: unknown }).contact;
    });
    expect(contentReport({ dir: withoutContact }).problems).toContainEqual({
      file: 'content/accessibility.json',
      field: 'contact',
      message: 'is required',
    });
    const withoutEmail = brokenCopy('statement-email', 'accessibility.json', (d) => {
      delete (d as { contact: { email?: string } }).contact.email;
    });
    expect(checkContent(withoutEmail).join('\n')).toContain(
      'content/accessibility.json:\n  contact.email: is required',
    );
  });

  it('names an accessibility statement that claims full compliance while listing failures', () => {
    const dir = brokenCopy('statement-full', 'accessibility.json', (d) => {
      (d as { conformance: string }).conformance = 'full';
    });
    expect(checkContent(dir).join('\n')).toContain('conformance: cannot be full while limits lists failures');
  });

  it('names a count of required courses that is not the number listed, or is given twice', () => {
    type Ma = { credits: { parts: { courses?: number }[] }; requiredCoreCourses: { banner: unknown[] }[] };
    const fewer = brokenCopy('ma-courses', 'courses/ma.json', (d) => {
      (d as Ma).requiredCoreCourses[1]!.banner.pop();
    });
    expect(checkContent(fewer)).toEqual([
      'content/courses/ma.json: credits.parts[0].courses: says 4 courses, but requiredCoreCourses lists 3',
    ]);
    expect(contentReport({ dir: fewer, publishTime: 0 }).problems).toEqual([
      {
        file: 'content/courses/ma.json',
        field: 'credits.parts[0].courses',
        message: 'says 4 courses, but requiredCoreCourses lists 3',
      },
    ]);
    const twice = brokenCopy('ma-courses-twice', 'courses/ma.json', (d) => {
      (d as Ma).credits.parts[1]!.courses = 4;
    });
    expect(checkContent(twice)).toEqual([
      'content/courses/ma.json: credits.parts[1].courses: only one part can count the required courses',
    ]);
  });

  it('names bridging credits whose most is under their fewest, and an admission route to no Admissions screen', () => {
    const bridging = brokenCopy('ma-bridging', 'courses/ma.json', (d) => {
      (d as { credits: { bridging: { min: number } } }).credits.bridging.min = 13;
    });
    expect(checkContent(bridging).join('\n')).toContain(
      'content/courses/ma.json:\n  credits.bridging.max: must not be less than min',
    );
    const route = brokenCopy('ba-route', 'courses/ba.json', (d) => {
      (d as { admissionRoutes: { screen: string }[] }).admissionRoutes[1]!.screen = 'contactUs';
    });
    expect(checkContent(route).join('\n')).toContain(
      'admissionRoutes[1].screen: must be an Admissions screen: admissionNews, applicationGuide, summerWorkshop',
    );
    const years = brokenCopy('ba-years', 'courses/ba.json', (d) => {
      delete (d as { years?: number }).years;
    });
    expect(checkContent(years).join('\n')).toMatch(/content\/courses\/ba\.json:\n {2}years: /);
  });

  it('is named with its entry and field', () => {
    const dir = brokenCopy('visiting', 'people/visiting.json', (d) => {
      (d as { people: Record<string, unknown>[] }).people[3]!.subCountry = '';
    });
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(
        /^Invalid content file content\/people\/visiting\.json:\n {2}people\[3\]\.subCountry: must not be empty/,
      ),
    );
  });

  it('names a nested field', () => {
    const dir = brokenCopy('course', 'courses/ba.json', (d) => {
      (d as { electiveCourses: { banner: { imageUrl: string }[] }[] }).electiveCourses[1]!.banner[0]!.imageUrl =
        'http://elsewhere/x.png';
    });
    expect(checkContent(dir).join('\n')).toContain(
      'content/courses/ba.json:\n  electiveCourses[1].banner[0].imageUrl: must be an image path under /static',
    );
  });

  it('names a research field key that is not in the controlled list, by file, entry and field', () => {
    const dir = brokenCopy('field-unknown', 'people/fullTime.json', (d) => {
      (d as { people: { fields: string[] }[] }).people[2]!.fields[1] = 'basket-weaving';
    });
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(
        /^content\/people\/fullTime\.json: people\[2\]\.fields\[1\]: unknown research field "basket-weaving" \(the keys of content\/people\/researchFields\.json: semantics-form, /,
      ),
    );
    expect(contentReport({ dir, publishTime: 0 }).problems).toEqual([
      {
        file: 'content/people/fullTime.json',
        field: 'people[2].fields[1]',
        message: expect.stringContaining('unknown research field "basket-weaving"'),
      },
    ]);
  });

  it('names a research field key that is not a key, a key defined twice, and a profile without fields', () => {
    const shape = brokenCopy('field-shape', 'people/fullTime.json', (d) => {
      (d as { people: { fields: string[] }[] }).people[0]!.fields = ['Product Semantics'];
    });
    expect(checkContent(shape).join('\n')).toMatch(
      /content\/people\/fullTime\.json:\n {2}people\[0\]\.fields\[0\]: must be lower-case words joined by hyphens/,
    );
    const twice = brokenCopy('field-twice', 'people/researchFields.json', (d) => {
      const fields = (d as { fields: { key: string }[] }).fields;
      fields[3]!.key = fields[0]!.key;
    });
    expect(contentReport({ dir: twice, publishTime: 0 }).problems).toContainEqual({
      file: 'content/people/researchFields.json',
      field: 'fields[3].key',
      message: 'key semantics-form is used twice',
    });
    const none = brokenCopy('field-none', 'people/fullTime.json', (d) => {
      (d as { people: { fields: string[] }[] }).people[4]!.fields = [];
    });
    expect(contentReport({ dir: none, publishTime: 0 }).problems).toEqual([
      {
        file: 'content/people/fullTime.json',
        field: 'people[4].fields',
        message: expect.stringContaining('lists no research field, but the profile has a Research Fields section'),
      },
    ]);
  });

  it('names a full-time rank outside the three, and a Chinese and English rank that differ', () => {
    const outside = brokenCopy('rank-outside', 'people/fullTime.json', (d) => {
      (d as { people: { categorySubName: string }[] }).people[0]!.categorySubName = 'Lecturer';
    });
    expect(checkContent(outside).join('\n')).toMatch(
      /people\[0\]\.categorySubName: must be one of Professor, Associate Professor, Assistant Professor/,
    );
    const differ = brokenCopy('rank-differ', 'people/fullTime.json', (d) => {
      (d as { people: { categorySubName: string }[] }).people[0]!.categorySubName = 'Assistant Professor';
    });
    expect(contentReport({ dir: differ, publishTime: 0 }).problems).toEqual([
      {
        file: 'content/people/fullTime.json',
        field: 'people[0].categorySubName',
        message: 'Assistant Professor is not the rank 教授',
      },
    ]);
  });

  it('reports a teacher who is not listed', () => {
    const dir = brokenCopy('teacher', 'courses/ma.json', (d) => {
      (d as { requiredCoreCourses: { banner: { teacher?: number }[] }[] }).requiredCoreCourses[0]!.banner[0]!.teacher =
        9999;
    });
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(
        /content\/courses\/ma\.json: requiredCoreCourses\[0\]\.banner\[0\]\.teacher: no professor with id 9999/,
      ),
    );
  });

  it('reports a wrong count, a duplicate id and milestone years out of range', () => {
    expect(
      checkContent(brokenCopy('staff', 'people/staff.json', (d) => (d as { people: unknown[] }).people.pop())).join(
        '\n',
      ),
    ).toContain('there are exactly 2 staff');
    expect(
      checkContent(
        brokenCopy('dup', 'schools/asia.json', (d) => {
          const list = (d as { schools: { id: number }[] }).schools;
          list[1]!.id = list[0]!.id;
        }),
      ),
    ).toContainEqual(expect.stringMatching(/content\/schools\/asia\.json: id \d+ is used twice/));
    expect(
      checkContent(
        brokenCopy(
          'years',
          'milestones.json',
          (d) => ((d as { milestones: { year: number }[] }).milestones[0]!.year = 1990),
        ),
      ).join('\n'),
    ).toContain('years must run from 1992 to 2013');
  });

  it('reports a news file with a bad field by file, line and field', () => {
    const dir = brokenCopy('news', 'contact.json', () => {});
    const file = join(dir, 'news', '2026', '214-portfolio-clinic-night-one-to-one.md');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('eventEnd: 2026-12-03T21:30', 'eventEnd: 2026-12-01'));
    const line = text.split('\n').indexOf('eventEnd: 2026-12-03T21:30') + 1;
    expect(line).toBeGreaterThan(1);
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `news/2026/214-portfolio-clinic-night-one-to-one\\.md:${line}: eventEnd: must not be before eventStart \\(2026-12-03T18:30\\)$`,
        ),
      ),
    ]);
  });

  it('reports a person a news file names who is not in the directory, by file, line and field', () => {
    const dir = brokenCopy('news-people', 'contact.json', () => {});
    const file = join(dir, 'news', '2019', '802-joint-exhibition-slow-objects-with-our.md');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('people:\n  - fullTime/7\n', 'people:\n  - fullTime/7\n  - fullTime/99\n'));
    const line = text.split('\n').indexOf('  - fullTime/7') + 2;
    expect(line).toBeGreaterThan(2);
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `news/2019/802-joint-exhibition-slow-objects-with-our\\.md:${line}: people\\[1\\]: no person fullTime/99: content/people/fullTime\\.json has no id 99$`,
        ),
      ),
    ]);
    // the person taken out of the directory while news still names them: the same finding, for tools too
    const gone = brokenCopy('news-people-gone', 'people/fullTime.json', (d) => {
      const file = d as { people: { id: number }[] };
      file.people = file.people.filter((p) => p.id !== 7);
    });
    expect(contentReport({ dir: gone, publishTime: 0 }).problems).toContainEqual({
      file: expect.stringMatching(/802-joint-exhibition-slow-objects-with-our\.md$/),
      line: line - 1,
      field: 'people[0]',
      message: 'no person fullTime/7: content/people/fullTime.json has no id 7',
    });
    // a malformed person is the front matter's own problem
    writeFileSync(file, text.replace('  - fullTime/7\n', '  - fullTime/7\n  - teacher 7\n'));
    expect(checkContent(dir).join('\n')).toMatch(
      new RegExp(
        `802-joint-exhibition-slow-objects-with-our\\.md:${line}: people\\[1\\]: must be a person like fullTime/2`,
      ),
    );
  });

  it('reports a news file updated before it was dated, or on no real day', () => {
    const dir = brokenCopy('news-modified', 'contact.json', () => {});
    const file = join(dir, 'news', '2025', '1111-preparing-a-portfolio-for-personal.md');
    const text = readFileSync(file, 'utf8');
    const line = text.split('\n').indexOf("dateModified: '2025-03-04'") + 1;
    expect(line).toBeGreaterThan(1);
    writeFileSync(file, text.replace("dateModified: '2025-03-04'", "dateModified: '2025-02-17'"));
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        /1111-preparing-a-portfolio-for-personal\.md:\d+: dateModified: must not be before displayDate \(2025-02-18\)$/,
      ),
    ]);
    writeFileSync(file, text.replace("dateModified: '2025-03-04'", "dateModified: '2025-02-30'"));
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`1111-preparing-a-portfolio-for-personal\\.md:${line}: dateModified: must be a real date`),
      ),
    ]);
  });

  it('reports invalid JSON and a missing file', () => {
    const dir = brokenCopy('json', 'contact.json', () => {});
    writeFileSync(join(dir, 'contact.json'), '{ "tel": ');
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(/^Invalid content file content\/contact\.json: not valid JSON/),
    );
  });
});

describe('the report for tools (content:check --json)', () => {
  it('gives each problem of a JSON file its file, entry path and message', () => {
    const schema = brokenCopy('json-schema', 'people/visiting.json', (d) => {
      (d as { people: Record<string, unknown>[] }).people[3]!.subCountry = '';
    });
    expect(contentReport({ dir: schema, publishTime: 0 }).problems).toEqual([
      { file: 'content/people/visiting.json', field: 'people[3].subCountry', message: 'must not be empty' },
    ]);
    const rule = brokenCopy('json-rule', 'courses/ma.json', (d) => {
      (d as { requiredCoreCourses: { banner: { teacher?: number }[] }[] }).requiredCoreCourses[0]!.banner[0]!.teacher =
        9999;
    });
    expect(contentReport({ dir: rule, publishTime: 0 }).problems).toEqual([
      {
        file: 'content/courses/ma.json',
        field: 'requiredCoreCourses[0].banner[0].teacher',
        message: 'no professor with id 9999',
      },
    ]);
    const json = brokenCopy('json-syntax', 'contact.json', () => {});
    writeFileSync(join(json, 'contact.json'), '{\n  "tel": "1"\n  "fax": "2"\n}\n');
    const report = contentReport({ dir: json, publishTime: 0 });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { file: 'content/contact.json', line: 3, message: expect.stringMatching(/^not valid JSON \(/) },
    ]);
  });

  it('counts the news by state at the publish time, with the instants that change it', () => {
    const dir = brokenCopy('schedule', 'contact.json', () => {});
    const file = join(dir, 'news', '2026', '214-portfolio-clinic-night-one-to-one.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('newsId: 214', 'newsId: 214\npublishAt: 2026-12-01'));
    const at = Date.parse('2026-11-30T16:00:00Z');
    const before = contentReport({ dir, publishTime: at - 1 });
    expect(before).toMatchObject({ ok: true, problems: [], publishTime: at - 1, schedule: [at] });
    expect(before.news.scheduled).toBe(1);
    expect(before.news.published).toBe(before.news.files - 1);
    const after = contentReport({ dir, publishTime: at });
    expect(after.news).toMatchObject({ published: after.news.files, scheduled: 0, draft: 0, expired: 0 });
  });
});
