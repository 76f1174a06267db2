// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db';
import { newsRepository } from '@/server/news';
import { searchService } from '@/server/search';
import { item, openTestDatabase, tempDir, writeNewsContent } from './fixtures';

const cleanups: (() => void)[] = [];
const open: Db[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.open && db.close());
  cleanups.splice(0).forEach((c) => c());
});

const event = (day: string) => ({ eventStart: `${day}T14:00`, venue: '系館' });
/**
 * 101 always shown; 102 a draft (its publishAt long past); 103 shown from 2026-12-01 09:00 Taipei; 104 gone
 * since 2026-11-01; 105 shown from 2026-11-01 until the start of 2026-12-01. All but 101 are dated events.
 */
const ITEMS = [
  item(101, '2026-10-01'),
  item(102, '2026-10-02', undefined, 'NEWS', { draft: true, publishAt: '2026-01-01', ...event('2026-12-10') }),
  item(103, '2026-10-03', undefined, 'NEWS', { publishAt: '2026-12-01T09:00', ...event('2026-12-11') }),
  item(104, '2026-10-04', undefined, 'NEWS', { unpublishAt: '2026-11-01', ...event('2026-12-12') }),
  item(105, '2026-10-05', undefined, 'NEWS', {
    publishAt: '2026-11-01',
    unpublishAt: '2026-12-01',
    ...event('2026-12-13'),
  }),
];
/** A week before 103 is published; 104 is over, 105 shown. */
const BEFORE = Date.parse('2026-11-23T12:00:00+08:00');
/** The instant 103 is published (and 105 gone since midnight). */
const AT = Date.parse('2026-12-01T09:00:00+08:00');

function setup() {
  const t = tempDir('scuid-schedule-');
  cleanups.push(t.cleanup);
  const content = writeNewsContent(t.dir, ITEMS);
  const lines: string[] = [];
  const sync = (publishTime: number) => {
    const result = openTestDatabase(`${t.dir}/data`, content, lines, publishTime);
    open.push(result.db);
    return result;
  };
  return { lines, sync };
}

/** What every reader of the database sees: lists, detail, events and search. */
function shown(db: Db) {
  const repo = newsRepository(db, '/static');
  const search = searchService(db, { cacheSize: 0 });
  return {
    list: repo.list({ page: 1, pageSize: 50 }).datas.map((n) => n.newsId),
    category: repo.list({ category: 'NEWS', page: 1, pageSize: 50 }).page.total_rec,
    detail: ITEMS.map((n) => n.frontMatter.newsId).filter((id) => repo.get(id) !== null),
    events: repo.events().map((e) => e.newsId),
    search: search
      .search({ q: '摘要', type: 'news', page: 1, pageSize: 50 })
      .datas.map((d) => Number(d.id.replace('news:', '')))
      .sort((a, b) => a - b),
  };
}

describe('drafts and scheduled news', () => {
  it('leaves a draft, an item before its publishAt and one past its unpublishAt out of every read', () => {
    const s = setup();
    const { db, sync, notPublished } = s.sync(BEFORE);
    expect(sync).toEqual({ added: [101, 105], changed: [], removed: [], total: 2 });
    expect(notPublished).toEqual({ draft: 1, scheduled: 1, expired: 1 });
    expect(s.lines).toEqual(['[db] news: +2 ~0 -0 (2 items; not published: 1 draft, 1 scheduled, 1 expired)']);
    expect(shown(db)).toEqual({ list: [105, 101], category: 2, detail: [101, 105], events: [105], search: [101, 105] });
  });

  it('shows a scheduled item from its publishAt on, and takes a stored item out at its unpublishAt', () => {
    const s = setup();
    s.sync(BEFORE).db.close();
    // 105's file has not changed: the next sync knows it from the database, its unpublishAt included
    const { db, sync } = s.sync(AT);
    expect(sync).toEqual({ added: [103], changed: [], removed: [105], total: 2 });
    expect(s.lines[1]).toBe('[db] news: +1 ~0 -1 (2 items; not published: 1 draft, 2 expired)');
    expect(shown(db)).toEqual({ list: [103, 101], category: 2, detail: [101, 103], events: [103], search: [101, 103] });
  });

  it('takes a published item out again when synced with an earlier publish time', () => {
    const s = setup();
    s.sync(AT).db.close();
    s.sync(AT).db.close();
    // a millisecond before 103's publishAt, 105 still past its unpublishAt
    const before = s.sync(AT - 1);
    expect(before.sync).toEqual({ added: [], changed: [], removed: [103], total: 1 });
    expect(shown(before.db)).toEqual({ list: [101], category: 1, detail: [101], events: [], search: [101] });
    before.db.close();
    const { db, sync } = s.sync(BEFORE);
    expect(sync).toEqual({ added: [105], changed: [], removed: [], total: 2 });
    expect(s.lines).toEqual([
      '[db] news: +2 ~0 -0 (2 items; not published: 1 draft, 2 expired)',
      '[db] news: +0 ~0 -0 (2 items; not published: 1 draft, 2 expired)',
      '[db] news: +0 ~0 -1 (1 items; not published: 1 draft, 1 scheduled, 2 expired)',
      '[db] news: +1 ~0 -0 (2 items; not published: 1 draft, 1 scheduled, 1 expired)',
    ]);
    expect(shown(db)).toEqual({ list: [105, 101], category: 2, detail: [101, 105], events: [105], search: [101, 105] });
  });

  it('says nothing of unpublished files when every file is published', () => {
    const t = tempDir('scuid-schedule-');
    cleanups.push(t.cleanup);
    const lines: string[] = [];
    const content = writeNewsContent(t.dir, [item(101, '2026-10-01'), item(102, '2026-10-02', undefined, 'NEWS')]);
    open.push(openTestDatabase(`${t.dir}/data`, content, lines, BEFORE).db);
    expect(lines).toEqual(['[db] news: +2 ~0 -0 (2 items)']);
  });
});
