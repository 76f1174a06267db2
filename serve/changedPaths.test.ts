// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, answerStem, changedAddresses, changedNewsAddresses } from './changedPaths.ts';
import { PRERENDERED_LIST_PAGES } from '../src/domain/paths.ts';
import { NEWS_PAGE_SIZE } from '../src/domain/newsCategories.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with these files under server/app. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scuid-changed-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    const path = join(dir, 'server', 'app', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return dir;
}

describe('addressOf', () => {
  it('gives the public address of a prerendered answer: pages, list pages, directory views, route answers', () => {
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('news/101.html')).toBe('/news/101');
    expect(addressOf('lists/NEWS/3.html')).toBe('/news?page=3');
    expect(addressOf('lists/TEACH_SHOW/2.html')).toBe('/achievements/exhibitions?page=2');
    expect(addressOf('lists/people/fullTime/professor/any.html')).toBe(
      '/industrial/professors/introduce?rank=professor',
    );
    expect(addressOf('lists/people/fullTime/any/materials.html')).toBe(
      '/industrial/professors/introduce?field=materials',
    );
    expect(addressOf('feeds/news.xml.body')).toBe('/feeds/news.xml');
    expect(addressOf('share/news/101.png.body')).toBe('/share/news/101.png');
  });

  it('has none for Next error pages and internal paths that are not a list page', () => {
    expect(addressOf('_not-found.html')).toBeNull();
    expect(addressOf('_global-error.html')).toBeNull();
    expect(addressOf('lists/UNKNOWN/2.html')).toBeNull();
    expect(addressOf('lists/people/nobody/any/any.html')).toBeNull();
  });
});

describe('answerStem', () => {
  it("is where an address's prerendered answer is: addressOf's inverse", () => {
    for (const file of [
      'index.html',
      'news/101.html',
      'lists/NEWS/3.html',
      'lists/TEACH_SHOW/2.html',
      'feeds/news.xml.body',
      'share/news/1.png.body',
      'news/awardNews.html',
    ]) {
      expect(answerStem(addressOf(file)!), file).toBe(file.replace(/\.(html|body)$/, ''));
    }
  });
});

describe('changedAddresses', () => {
  const before = {
    'index.html': 'home 1',
    'news/101.html': 'item 101',
    'news/102.html': 'item 102',
    'lists/NEWS/2.html': 'page 2 of 1',
    'feeds/news.xml.body': 'feed 1',
    'share/news/101.png.body': 'card 101',
    '_not-found.html': 'not found 1',
    'news/101.meta': '{"headers":{"a":"1"}}',
  };

  it('names what was added, changed and deleted, and nothing that came out the same', () => {
    const { 'news/102.html': _deleted, ...kept } = before;
    const after = build({
      ...kept,
      'index.html': 'home 2',
      'news/103.html': 'item 103',
      'lists/NEWS/2.html': 'page 2 of 2',
      'feeds/news.xml.body': 'feed 2',
      '_not-found.html': 'not found 2',
      'news/101.meta': '{"headers":{"a":"2"}}',
    });
    // each page with its Markdown twin
    expect(changedAddresses(build(before), after)).toEqual([
      '/',
      '/feeds/news.xml',
      '/index.html.md',
      '/news.md?page=2',
      '/news/102',
      '/news/102.md',
      '/news/103',
      '/news/103.md',
      '/news?page=2',
    ]);
  });

  it('is empty between equal builds, and puts the base path in front', () => {
    expect(changedAddresses(build(before), build(before))).toEqual([]);
    expect(
      changedAddresses(build(before), build({ ...before, 'index.html': 'x', 'news/101.html': 'y' }), '/dept'),
    ).toEqual(['/dept', '/dept/index.html.md', '/dept/news/101', '/dept/news/101.md']);
  });
});

describe('changedAddresses between builds of different code or department content', () => {
  it('is null (everything) when their build ids differ', () => {
    const files = { 'index.html': 'home', BUILD_ID: '' };
    const a = build(files);
    const b = build(files);
    writeFileSync(join(a, 'BUILD_ID'), 'one');
    writeFileSync(join(b, 'BUILD_ID'), 'two');
    expect(changedAddresses(a, b)).toBeNull();
    writeFileSync(join(b, 'BUILD_ID'), 'one');
    expect(changedAddresses(a, b)).toEqual([]);
  });
});

describe('changedNewsAddresses', () => {
  // TEACH_SHOW (8) is listed by exhibitions alone; NEWS_AWARE (3) by awardNews and the NEWS family's list
  const rows = (n: number, category = 8, first = 1) =>
    Array.from({ length: n }, (_, i) => ({
      id: first + i,
      category,
      key: `h${first + i}`,
      dated: i % 2,
      sessions: 0,
      people: [] as string[],
      programmes: [] as string[],
    }));
  const deep = PRERENDERED_LIST_PAGES + 1;
  const total = (deep + 1) * NEWS_PAGE_SIZE; // two pages past the prerendered ones

  it('names an edited item, its card, its calendar when dated, and the deep list page it is on', () => {
    const before = rows(total);
    const after = before.map((r) => (r.id === 2 ? { ...r, key: 'edited' } : r));
    expect(changedNewsAddresses(before, after).sort()).toEqual(
      ['/news/2', '/news/2.md', '/share/news/2.png', '/calendars/news-2.ics'].sort(),
    );
    // an event held in three sessions: each session's calendar too, and those it no longer has
    const sessions = before.map((r) => (r.id === 2 ? { ...r, sessions: 3 } : r));
    const two = sessions.map((r) => (r.id === 2 ? { ...r, key: 'two sessions now', sessions: 2 } : r));
    expect(changedNewsAddresses(sessions, two)).toEqual(
      expect.arrayContaining(['/calendars/news-2.ics', '/calendars/news-2-1.ics', '/calendars/news-2-3.ics']),
    );
    const deepId = before[(deep - 1) * NEWS_PAGE_SIZE]!.id;
    const later = before.map((r) => (r.id === deepId ? { ...r, key: 'edited' } : r));
    expect(changedNewsAddresses(before, later)).toContain(`/achievements/exhibitions?page=${deep}`);
    expect(changedNewsAddresses(before, later)).not.toContain(`/achievements/exhibitions?page=${deep + 1}`);
  });

  it('names every deep page of the lists an item joins or leaves (their count changed), and of no other list', () => {
    const before = [...rows(total), ...rows(3, 3, 1000)];
    const added = [{ id: 999, category: 8, key: 'new', dated: 0, sessions: 0, people: [], programmes: [] }, ...before];
    const changed = changedNewsAddresses(before, added);
    expect(changed).toEqual(
      expect.arrayContaining([
        '/news/999',
        '/share/news/999.png',
        `/achievements/exhibitions?page=${deep}`,
        `/achievements/exhibitions?page=${deep + 1}`,
      ]),
    );
    expect(changed).not.toContain('/calendars/news-999.ics');
    expect(changed).toContain(`/achievements/exhibitions.md?page=${deep}`);
    expect(changed.filter((a) => !a.startsWith('/achievements/exhibitions'))).toEqual(
      expect.arrayContaining(['/news/999', '/news/999.md', '/share/news/999.png']),
    );
    expect(changed.filter((a) => !a.startsWith('/achievements/exhibitions'))).toHaveLength(3);
    // deleted: its addresses go too
    expect(changedNewsAddresses(added, before)).toContain('/news/999');
  });

  it("names the profile pages of the people an item names, before and after, from the page it is on, and their list's profiles", () => {
    // fullTime/2 is named by 25 items (three pages of ten), partTime/101 by one; visiting/3 has no profile
    const before = rows(total).map((r, i) => ({
      ...r,
      people: i < 25 ? ['fullTime/2'] : i === 30 ? ['partTime/101', 'visiting/3'] : [],
    }));
    // the 15th item of fullTime/2 (their second page) is edited: pages 2 and 3 are the same length, only page 2 changed
    const edited = before.map((r, i) => (i === 14 ? { ...r, key: 'edited' } : r));
    expect(changedNewsAddresses(before, edited).filter((a) => a.startsWith('/teacher'))).toEqual([
      '/teacher/introduce/2?page=2',
      '/teacher/introduce/2.md?page=2',
    ]);
    // an item now names partTime/101 instead of fullTime/2: every page of both (their counts changed) and both lists
    const moved = before.map((r, i) => (i === 24 ? { ...r, key: 'renamed', people: ['partTime/101'] } : r));
    expect(
      changedNewsAddresses(before, moved)
        .filter((a) => !a.startsWith('/news') && !a.startsWith('/share'))
        .sort(),
    ).toEqual(
      [
        '/scuid-fe-api/people/fullTime',
        '/scuid-fe-api/people/partTime',
        '/teacher/introduce/2',
        '/teacher/introduce/2?page=2',
        '/teacher/introduce/2?page=3',
        '/teacher/partTimeProfessors/101',
        '/teacher/introduce/2.md',
        '/teacher/introduce/2.md?page=2',
        '/teacher/introduce/2.md?page=3',
        '/teacher/partTimeProfessors/101.md',
      ].sort(),
    );
    // a release of the news alone renders their feeds and calendars again too
    const release = changedNewsAddresses(before, moved, { firstPage: 1, everything: true });
    expect(release).toEqual(
      expect.arrayContaining([
        '/feeds/fullTime-2.xml',
        '/feeds/fullTime-2.atom',
        '/calendars/fullTime-2.ics',
        '/feeds/partTime-101.xml',
        '/calendars/partTime-101.ics',
      ]),
    );
    expect(changedNewsAddresses(before, edited, { firstPage: 1, everything: true })).not.toContain(
      '/feeds/partTime-101.xml',
    );
    // a later page of a profile is kept in its own answer file
    expect(answerStem('/teacher/introduce/2?page=3')).toBe('lists/profile/fullTime/2/3');
    expect(addressOf('lists/profile/fullTime/2/3.html')).toBe('/teacher/introduce/2?page=3');
  });

  it("for a release of the news alone: the feeds and calendar of a programme whose items changed, and no other's", () => {
    const before = rows(total).map((r, i) => ({ ...r, programmes: i < 3 ? ['ma'] : i === 5 ? ['ba', 'ma'] : [] }));
    const edited = before.map((r, i) => (i === 1 ? { ...r, key: 'edited' } : r));
    const changed = changedNewsAddresses(before, edited, { firstPage: 1, everything: true });
    expect(changed).toEqual(
      expect.arrayContaining(['/feeds/programme-ma.xml', '/feeds/programme-ma.atom', '/calendars/programme-ma.ics']),
    );
    expect(changed.filter((a) => a.includes('programme-ba'))).toEqual([]);
    // an item newly concerning the BA
    const joined = before.map((r, i) => (i === 7 ? { ...r, key: 'tagged', programmes: ['ba'] } : r));
    expect(changedNewsAddresses(before, joined, { firstPage: 1, everything: true })).toContain(
      '/calendars/programme-ba.ics',
    );
    // without everything (a CDN's view of two builds), only the pages
    expect(changedNewsAddresses(before, edited).filter((a) => a.includes('programme'))).toEqual([]);
  });

  it('is empty when nothing changed', () => {
    expect(changedNewsAddresses(rows(total), rows(total))).toEqual([]);
    expect(changedNewsAddresses(rows(total), rows(total), { firstPage: 1, everything: true }).sort()).toEqual([
      '/',
      '/index.html.md',
      '/llms.txt',
      '/sitemap.xml',
    ]);
  });

  it('for a release of the news alone: every page of a list that changed, its feeds and calendar, home and the sitemap', () => {
    const before = [...rows(total), ...rows(3, 3, 1000)];
    const after = before.map((r) => (r.id === 1 ? { ...r, key: 'edited' } : r));
    expect(changedNewsAddresses(before, after, { firstPage: 1, everything: true }).sort()).toEqual(
      [
        '/',
        '/index.html.md',
        '/sitemap.xml',
        '/llms.txt',
        '/news/1',
        '/news/1.md',
        '/share/news/1.png',
        '/achievements/exhibitions',
        '/achievements/exhibitions.md',
        '/feeds/exhibitions.xml',
        '/feeds/exhibitions.atom',
        '/calendars/exhibitions.ics',
        '/data/news.json',
        '/data/news.csv',
      ].sort(),
    );
    // an award (NEWS_AWARE) is in its own list and the whole news list; neither has a calendar
    const award = before.map((r) => (r.id === 1000 ? { ...r, key: 'edited' } : r));
    expect(changedNewsAddresses(before, award, { firstPage: 1, everything: true }).sort()).toEqual(
      [
        '/',
        '/index.html.md',
        '/sitemap.xml',
        '/llms.txt',
        '/news/1000',
        '/news/1000.md',
        '/share/news/1000.png',
        '/news',
        '/news.md',
        '/news/awardNews',
        '/news/awardNews.md',
        '/feeds/news.xml',
        '/feeds/news.atom',
        '/feeds/awardNews.xml',
        '/feeds/awardNews.atom',
        '/data/news.json',
        '/data/news.csv',
      ].sort(),
    );
  });
});
