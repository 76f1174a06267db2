// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db';
import { ensureSearchIndex, refreshNewsSearch, searchService, TOKENISER_VERSION } from '@/server/search';
import { openTestDatabase, tempDir } from './fixtures';
import { searchContent } from './searchFixtures';

let db: Db;
let cleanup: () => void;

beforeEach(() => {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  db = openTestDatabase(tmp.dir, searchContent(tmp.dir)).db;
  // start every test from a synced news table without a search index (the sync builds one)
  db.exec(
    "DELETE FROM search_text; DELETE FROM search_doc; DELETE FROM search_meta; INSERT INTO search_fts (search_fts) VALUES ('delete-all');",
  );
});
afterEach(() => {
  db.close();
  cleanup();
});

const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
const meta = (key: string) =>
  (db.prepare('SELECT value FROM search_meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
const find = (q: string) =>
  searchService(db)
    .search({ q, type: 'news', page: 1, pageSize: 50 })
    .datas.map((d) => d.id);
const insertNews = (id: number, title: string, subTitle: string, content = '<p>內容</p>') =>
  db
    .prepare(
      `INSERT INTO news (news_id, category_id, img_url, title, sub_title, description, sub_description, content, display_date)
      VALUES (?, 2, 'news/1.svg', ?, ?, '摘要', 'Summary', ?, '2026-02-02')`,
    )
    .run(id, title, subTitle, content);

describe('ensureSearchIndex', () => {
  it('builds everything on a database without an index: news from the table and the department records', () => {
    expect(count('SELECT count(*) AS n FROM search_doc')).toBe(0);
    const result = db.transaction(() => ensureSearchIndex(db))();
    expect(result.rebuilt).toBe('full');
    expect(count("SELECT count(*) AS n FROM search_doc WHERE type = 'news'")).toBe(30);
    for (const type of ['person', 'course', 'school', 'page'])
      expect(count(`SELECT count(*) AS n FROM search_doc WHERE type = '${type}'`), type).toBeGreaterThan(0);
    // one document per visiting professor (54) and staff member (2), one per internal menu path
    expect(count("SELECT count(*) AS n FROM search_doc WHERE doc_key LIKE 'person:visiting:%'")).toBe(54);
    expect(count("SELECT count(*) AS n FROM search_doc WHERE doc_key LIKE 'person:staff:%'")).toBe(2);
    expect(meta('tokeniser')).toBe(String(TOKENISER_VERSION));
    expect(result.documents).toBe(count('SELECT count(*) AS n FROM search_doc'));
  });

  it('changes nothing when nothing changed, and is quick about it', () => {
    ensureSearchIndex(db);
    const generation = meta('generation');
    const before = db.prepare('SELECT * FROM search_doc ORDER BY doc_id').all();
    const started = performance.now();
    expect(ensureSearchIndex(db).rebuilt).toBe('none');
    expect(performance.now() - started).toBeLessThan(500);
    expect(db.prepare('SELECT * FROM search_doc ORDER BY doc_id').all()).toEqual(before);
    expect(meta('generation')).toBe(generation);
  });

  it('rebuilds everything when the tokeniser version differs', () => {
    ensureSearchIndex(db);
    db.prepare("UPDATE search_meta SET value = '0' WHERE key = 'tokeniser'").run();
    const total = count('SELECT count(*) AS n FROM search_doc');
    expect(ensureSearchIndex(db).rebuilt).toBe('full');
    expect(count('SELECT count(*) AS n FROM search_doc')).toBe(total);
    expect(find('臺北')).toEqual(expect.arrayContaining(['news:901', 'news:902']));
  });

  it('replaces only the department records when their content changed', () => {
    ensureSearchIndex(db);
    db.prepare("UPDATE search_meta SET value = 'old' WHERE key = 'department'").run();
    const newsRows = db.prepare("SELECT * FROM search_doc WHERE type = 'news' ORDER BY doc_id").all();
    const total = count('SELECT count(*) AS n FROM search_doc');
    expect(ensureSearchIndex(db).rebuilt).toBe('department');
    expect(db.prepare("SELECT * FROM search_doc WHERE type = 'news' ORDER BY doc_id").all()).toEqual(newsRows);
    expect(count('SELECT count(*) AS n FROM search_doc')).toBe(total);
    expect(searchService(db).search({ q: '明哲', page: 1, pageSize: 10 }).datas[0]?.id).toBe('person:fullTime:1');
  });

  it('holds the accessibility statement as a page, found by 無障礙 and by accessibility', () => {
    ensureSearchIndex(db);
    for (const q of ['無障礙', 'accessibility', 'Accessibility statement']) {
      const found = searchService(db).search({ q, type: 'page', page: 1, pageSize: 10 }).datas;
      expect(found[0], q).toMatchObject({ id: 'page:/accessibility', url: '/accessibility', title: '無障礙聲明' });
    }
  });

  it('holds the programme comparison as a page, found by its title, a degree and an admission route', () => {
    ensureSearchIndex(db);
    for (const q of ['大學部與碩士班比較', 'BA and MA compared', 'Bachelor of Design', '繁星推薦']) {
      const found = searchService(db).search({ q, type: 'page', page: 1, pageSize: 10 }).datas;
      expect(found[0], q).toMatchObject({
        id: 'page:/industrial/programmes',
        url: '/industrial/programmes',
        title: '大學部與碩士班比較',
      });
    }
  });

  it('runs inside the caller’s transaction and goes back with it', () => {
    expect(() =>
      db.transaction(() => {
        ensureSearchIndex(db);
        throw new Error('sync failed');
      })(),
    ).toThrow('sync failed');
    expect(count('SELECT count(*) AS n FROM search_doc')).toBe(0);
    expect(meta('tokeniser')).toBeUndefined();
  });
});

describe('refreshNewsSearch', () => {
  beforeEach(() => void ensureSearchIndex(db));

  it('adds, changes and removes news records', () => {
    expect(find('霓虹')).toEqual([]);
    db.transaction(() => {
      insertNews(5001, '霓虹燈實驗', 'Neon Experiments');
      refreshNewsSearch(db, { upserted: [5001], removed: [] });
    })();
    expect(find('霓虹')).toEqual(['news:5001']);
    expect(find('neon')).toEqual(['news:5001']);

    db.transaction(() => {
      db.prepare("UPDATE news SET title = '燈具實驗', sub_title = 'Lamp Experiments' WHERE news_id = 5001").run();
      refreshNewsSearch(db, { upserted: [5001], removed: [] });
    })();
    expect(find('霓虹')).toEqual([]);
    expect(find('neon')).toEqual([]);
    expect(find('燈具')).toEqual(['news:5001']);

    db.transaction(() => {
      db.prepare('DELETE FROM news WHERE news_id IN (5001, 901)').run();
      refreshNewsSearch(db, { upserted: [], removed: [5001, 901] });
    })();
    expect(find('燈具')).toEqual([]);
    expect(find('臺北設計工作營')).not.toContain('news:901');
    expect(count("SELECT count(*) AS n FROM search_doc WHERE doc_key IN ('news:5001', 'news:901')")).toBe(0);
  });

  it('removes an upserted id that has no news row', () => {
    db.prepare('DELETE FROM news WHERE news_id = 902').run();
    refreshNewsSearch(db, { upserted: [902], removed: [] });
    expect(find('台北城市工作營')).not.toContain('news:902');
  });

  it('corrects typos against words added since the last query (the vocabulary follows the index)', () => {
    expect(find('zepelin')).toEqual([]);
    insertNews(5002, '飛船', 'Zeppelin Studies');
    refreshNewsSearch(db, { upserted: [5002], removed: [] });
    expect(find('zepelin')).toEqual(['news:5002']);
  });

  it('goes back with the caller’s transaction', () => {
    expect(() =>
      db.transaction(() => {
        insertNews(5003, '霓虹燈實驗', 'Neon Experiments');
        refreshNewsSearch(db, { upserted: [5003], removed: [] });
        throw new Error('sync failed');
      })(),
    ).toThrow('sync failed');
    expect(find('霓虹')).toEqual([]);
  });
});
