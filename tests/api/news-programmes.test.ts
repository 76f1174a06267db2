// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db';
import { newsRepository, type NewsRepository } from '@/server/news';
import { storedFrontMatter } from '@/server/newsSync';
import { item, openTestDatabase, tempDir, writeNewsContent } from './fixtures';

/* The programmes a news item concerns, from the file through the database: the item's, and a programme's items. */

const tmp = tempDir();
const EVENT = { eventStart: '2025-04-12', venue: '系館', subVenue: 'Department building' };
const ITEMS = [
  item(1001, '2025-03-01', undefined, 'APPLY_NOTICE', { programmes: ['ba'] }),
  item(1002, '2025-03-02', undefined, 'APPLY_NOTICE', { programmes: ['ma'], ...EVENT }),
  item(1003, '2025-03-03', undefined, 'APPLY_TEACH', { programmes: ['ba', 'ma'], ...EVENT, eventStart: '2025-05-01' }),
  item(104, '2026-01-31'),
];

let db: Db;
let repo: NewsRepository;
beforeAll(() => {
  db = openTestDatabase(tmp.dir, writeNewsContent(tmp.dir, ITEMS)).db;
  repo = newsRepository(db, '/static', { addressLocality: 'Taipei', addressCountry: 'TW' });
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

describe('the programmes of a news item', () => {
  it("are the item's, as its file lists them, and kept for the next start", () => {
    expect(repo.get(1003)!.programmes).toEqual(['ba', 'ma']);
    expect(repo.get(104)).not.toHaveProperty('programmes');
    expect([...storedFrontMatter(db).values()].find((fm) => fm.newsId === 1002)!.programmes).toEqual(['ma']);
  });

  it('give each programme its items newest first, and its events in order (what its feed and calendar hold)', () => {
    const ma = repo.list({ programme: 'ma', page: 1, pageSize: 20 });
    expect(ma.datas.map((d) => d.newsId)).toEqual([1003, 1002]);
    expect(ma.page.total_rec).toBe(2);
    expect(repo.list({ programme: 'ba', page: 1, pageSize: 20 }).datas.map((d) => d.newsId)).toEqual([1003, 1001]);
    expect(repo.events({ programme: 'ma' }).map((e) => e.newsId)).toEqual([1002, 1003]);
    expect(repo.events({ programme: 'ba' }).map((e) => e.newsId)).toEqual([1003]);
  });
});
