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

  it('give the BA and MA credit rules: BA at least 128 (14 + 56 + 30 + 28), MA at least 30 (the first part 12)', () => {
    const ba = content('courses/ba.json').credits;
    expect(ba.minimum).toBe(128);
    expect(ba.parts.map((p) => p.credits)).toEqual([14, 56, 30, 28]);
    const ma = content('courses/ma.json').credits;
    expect(ma.minimum).toBe(30);
    expect(ma.parts[0]?.credits).toBe(12);
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
