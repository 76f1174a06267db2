// @vitest-environment node
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, openDatabase, type Db } from '@/server/db';
import { newsRepository } from '@/server/news';
import { NewsContentError } from '@/server/newsContent';
import {
  item,
  MIGRATIONS,
  newsFileText,
  newsPath,
  openTestDatabase,
  tempDir,
  writeNewsContent,
  writeNewsItem,
  type NewsFixture,
} from './fixtures';

const cleanups: (() => void)[] = [];
const open: Db[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.open && db.close());
  cleanups.splice(0).forEach((c) => c());
});

/** A data folder, a news folder with `items` and its static folder. */
function setup(items: NewsFixture[]) {
  const t = tempDir('scuid-sync-');
  cleanups.push(t.cleanup);
  const content = writeNewsContent(t.dir, items);
  const dataDir = join(t.dir, 'data');
  const lines: string[] = [];
  const sync = () => {
    const result = openTestDatabase(dataDir, content, lines);
    open.push(result.db);
    return result;
  };
  return { ...content, dataDir, lines, sync, file: join(dataDir, DB_FILE) };
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const row = (db: Db, id: number) =>
  db.prepare('SELECT * FROM news WHERE news_id = ?').get(id) as Record<string, unknown> | undefined;
const EVENT = {
  eventStart: '2026-12-03T18:30',
  eventEnd: '2026-12-03T21:30',
  venue: '系館五樓交誼廳',
  subVenue: 'Fifth-floor lounge',
};

describe('syncing the news files into the database', () => {
  it('adds the items of new files', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    s.sync().db.close();
    writeNewsItem(s.newsDir, item(214, '2026-10-20', undefined, 'NEWS_TEACH', EVENT), s.staticDir);
    const { db, sync } = s.sync();
    expect(s.lines).toEqual(['[db] news: +2 ~0 -0 (2 items)', '[db] news: +1 ~0 -0 (3 items)']);
    expect(sync).toEqual({ added: [214], changed: [], removed: [], total: 3 });
    expect(row(db, 214)).toMatchObject({
      category_id: 2,
      display_date: '2026-10-20',
      img_alt: '消息 214 的橫幅',
      event_start: '2026-12-03T18:30',
      event_end: '2026-12-03T21:30',
      venue: '系館五樓交誼廳',
      sub_venue: 'Fifth-floor lounge',
      source_path: '2026/214-news-214.md',
      content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(newsRepository(db, '/static').get(214)?.content).toContain('<h2>標題 214</h2>');
    // the sitemap's dates: newest first, without reading an item whole
    expect(newsRepository(db, '/static').modified()).toEqual([
      { newsId: 214, modified: '2026-10-20' },
      { newsId: 102, modified: '2025-06-01' },
      { newsId: 101, modified: '2025-05-01' },
    ]);
  });

  it('updates the items whose file changed, and only those', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    const first = s.sync().db;
    const untouched = row(first, 101);
    first.close();
    const changed = item(102, '2025-06-01', '## 新標題\n\n[外部](https://www.example.org/x)\n', 'NEWS', {
      title: '改過的標題',
    });
    writeFileSync(join(s.newsDir, newsPath(changed)), newsFileText(changed));
    const { db } = s.sync();
    expect(s.lines[1]).toBe('[db] news: +0 ~1 -0 (2 items)');
    expect(row(db, 101)).toEqual(untouched);
    const detail = newsRepository(db, '/static').get(102)!;
    expect(detail.title).toBe('改過的標題');
    expect(detail.content).toContain('<h2>新標題</h2>');
    expect(detail.content).toContain('rel="noopener noreferrer"');
  });

  it('removes the items whose file is gone', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    const { db } = s.sync();
    expect(newsRepository(db, '/static').get(102)).not.toBeNull();
    db.close();
    rmSync(join(s.newsDir, newsPath(item(102, '2025-06-01'))));
    const again = s.sync().db;
    expect(s.lines[1]).toBe('[db] news: +0 ~0 -1 (1 items)');
    expect(newsRepository(again, '/static').get(102)).toBeNull();
    expect(newsRepository(again, '/static').list({ page: 1, pageSize: 10 }).page.total_rec).toBe(1);
  });

  it('changes nothing when run twice', () => {
    const s = setup([item(101, '2025-05-01'), item(1201, '2023-07-01', undefined, 'APPLY_TEAM', EVENT)]);
    const db = s.sync().db;
    const rows = db.prepare('SELECT * FROM news ORDER BY news_id').all();
    const categories = db.prepare('SELECT * FROM news_category ORDER BY id').all();
    db.close();
    const again = s.sync();
    expect(again.sync).toEqual({ added: [], changed: [], removed: [], total: 2 });
    expect(s.lines).toEqual(['[db] news: +2 ~0 -0 (2 items)', '[db] news: +0 ~0 -0 (2 items)']);
    expect(again.db.prepare('SELECT * FROM news ORDER BY news_id').all()).toEqual(rows);
    expect(again.db.prepare('SELECT * FROM news_category ORDER BY id').all()).toEqual(categories);
  });

  it('stops on a broken file, naming file, line and field, and leaves the database byte-for-byte as it was', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    s.sync().db.close();
    expect(existsSync(`${s.file}-wal`)).toBe(false); // closed cleanly: the file holds everything
    const before = sha(s.file);
    writeNewsItem(s.newsDir, item(103, '2025-07-01'), s.staticDir);
    const broken = item(214, '2026-10-20', undefined, 'NEWS_TEACH', { ...EVENT, eventEnd: '2026-12-01' });
    const path = writeNewsItem(s.newsDir, broken, s.staticDir);
    let error: unknown;
    try {
      s.sync();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NewsContentError);
    expect((error as Error).message).toContain(
      `${path}:13: eventEnd: must not be before eventStart (2026-12-03T18:30)`,
    );
    expect(sha(s.file)).toBe(before);
    expect(existsSync(`${s.file}-wal`)).toBe(false);
    // fixed, it syncs both new files
    writeNewsItem(s.newsDir, item(214, '2026-10-20', undefined, 'NEWS_TEACH', EVENT), s.staticDir);
    expect(s.sync().sync.added).toEqual([103, 214]);
  });

  it('removes the item of a file deleted while the server was stopped', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01'), item(103, '2025-07-01')]);
    s.sync().db.close(); // the server stops
    rmSync(join(s.newsDir, newsPath(item(103, '2025-07-01'))));
    const { db } = s.sync(); // the next start
    expect(s.lines[1]).toBe('[db] news: +0 ~0 -1 (2 items)');
    expect(db.prepare('SELECT news_id FROM news ORDER BY news_id').all()).toEqual([{ news_id: 101 }, { news_id: 102 }]);
  });

  it('renders again an item stored by another renderer version (its hash differs)', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    const db = s.sync().db;
    db.prepare("UPDATE news SET content_hash = 'renderer-0', content = '<p>old</p>' WHERE news_id = 101").run();
    db.close();
    const again = s.sync().db;
    expect(s.lines[1]).toBe('[db] news: +0 ~1 -0 (2 items)');
    expect(row(again, 101)?.content).toContain('<h2>標題 101</h2>');
  });

  it('takes over a database filled from the JSON files before: every row gets its file, event fields and hash', () => {
    const s = setup([item(101, '2025-05-01', undefined, 'NEWS', { title: '新的標題' })]);
    const migrations = join(s.dataDir, '..', 'migrations-001');
    mkdirSync(migrations);
    cpSync(join(MIGRATIONS, '001_news.sql'), join(migrations, '001_news.sql'));
    const old = openDatabase({ dataDir: s.dataDir, migrationsDir: migrations });
    old.prepare("INSERT INTO news_category (id, key, title, sub_title) VALUES (1, 'NEWS', '最新消息', 'News')").run();
    old
      .prepare(
        `INSERT INTO news (news_id, category_id, img_url, title, sub_title, description, sub_description, content, display_date)
      VALUES (101, 1, 'news/101.svg', '舊標題', 'Old', '舊', 'Old', '<p>old</p>', '2025-05-01'), (999, 1, 'news/999.svg', '沒有檔案', 'No file', '無', 'None', '<p>x</p>', '2020-01-01')`,
      )
      .run();
    old.close();
    const { db } = s.sync();
    expect(s.lines).toEqual(['[db] news: +0 ~1 -1 (1 items)']);
    expect(row(db, 101)).toMatchObject({
      title: '新的標題',
      img_alt: '消息 101 的橫幅',
      source_path: '2025/101-news-101.md',
    });
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY version').all()).toEqual(
      readdirSync(MIGRATIONS)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((name) => ({ name })),
    );
  });

  it('reports a banner deleted after a sync, even for a file that did not change', () => {
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    s.sync().db.close();
    rmSync(join(s.staticDir, 'news', '102.svg'));
    expect(() => s.sync()).toThrow(
      /102-news-102\.md:9: imgUrl: the image public\/static\/news\/102\.svg does not exist/,
    );
  });
});

describe('the onSynced callback', () => {
  it('runs inside the sync transaction with the ids written; throwing undoes the whole sync', async () => {
    const { openNewsDatabase } = await import('@/server/database');
    const s = setup([item(101, '2025-05-01'), item(102, '2025-06-01')]);
    const calls: { inTransaction: boolean; upserted: number[]; removed: number[] }[] = [];
    const openWith = (onSynced: (db: Db, c: { upserted: number[]; removed: number[] }) => void) => {
      const r = openNewsDatabase({
        dataDir: s.dataDir,
        newsDir: s.newsDir,
        staticDir: s.staticDir,
        migrationsDir: MIGRATIONS,
        onSynced,
        log: () => {},
      });
      open.push(r.db);
      return r;
    };
    openWith((db, c) => calls.push({ inTransaction: db.inTransaction, ...c })).db.close();
    expect(calls).toEqual([{ inTransaction: true, upserted: [101, 102], removed: [] }]);

    rmSync(join(s.newsDir, newsPath(item(102, '2025-06-01'))));
    writeNewsItem(s.newsDir, item(103, '2025-07-01'), s.staticDir);
    expect(() =>
      openWith(() => {
        throw new Error('index full');
      }),
    ).toThrow(/index full/);
    const check = new Database(s.file, { readonly: true });
    expect(check.prepare('SELECT news_id FROM news ORDER BY news_id').all()).toEqual([
      { news_id: 101 },
      { news_id: 102 },
    ]);
    check.close();

    openWith((db, c) => calls.push({ inTransaction: db.inTransaction, ...c }));
    expect(calls[1]).toEqual({ inTransaction: true, upserted: [103], removed: [102] });
  });
});

describe('events()', () => {
  it('lists dated items in event order, from a date or a time, by category, limited', () => {
    const s = setup([
      item(101, '2025-05-01'),
      item(801, '2026-04-28', undefined, 'TEACH_SHOW', {
        eventStart: '2026-05-08',
        eventEnd: '2026-05-12',
        venue: '華山',
      }),
      item(214, '2026-10-20', undefined, 'NEWS_TEACH', EVENT),
      item(914, '2026-10-27', undefined, 'TEACH_WORKSHOP', {
        eventStart: '2027-01-11',
        eventEnd: '2027-01-22',
        venue: '系館',
        subVenue: 'Department',
      }),
      item(1014, '2026-11-03', undefined, 'APPLY_NOTICE', { eventStart: '2026-12-05', venue: '系館' }),
    ]);
    const repo = newsRepository(s.sync().db, '/static');
    const ids = (list: { newsId: number }[]) => list.map((e) => e.newsId);
    expect(ids(repo.events())).toEqual([801, 214, 1014, 914]);
    expect(repo.events({ from: '2026-12-01' }).map((e) => [e.newsId, e.eventStart])).toEqual([
      [214, '2026-12-03T18:30'],
      [1014, '2026-12-05'],
      [914, '2027-01-11'],
    ]);
    // an event given by date lasts the whole day; one with an end time is over after it
    expect(ids(repo.events({ from: '2026-12-05T20:00' }))).toEqual([1014, 914]);
    expect(ids(repo.events({ from: '2026-12-03T22:00' }))).toEqual([1014, 914]);
    expect(ids(repo.events({ from: '2026-12-03T21:30' }))).toEqual([214, 1014, 914]);
    expect(ids(repo.events({ from: '2026-05-12' }))).toEqual([801, 214, 1014, 914]);
    expect(ids(repo.events({ categories: ['TEACH_SHOW', 'TEACH_WORKSHOP'] }))).toEqual([801, 914]);
    expect(ids(repo.events({ categories: ['NEWS'] }))).toEqual([]);
    expect(ids(repo.events({ limit: 2 }))).toEqual([801, 214]);
    expect(repo.events({ from: '2027-01-01' })[0]).toEqual({
      newsId: 914,
      displayType: 'TEACH_WORKSHOP',
      displayDate: '2026-10-27',
      imgUrl: '/static/news/914.svg',
      imgAlt: '消息 914 的橫幅',
      subImgAlt: 'The banner of news 914',
      title: '消息 914',
      subTitle: 'News 914',
      description: '摘要 914',
      subDescription: 'Summary 914',
      eventStart: '2027-01-11',
      eventEnd: '2027-01-22',
      // given for every dated item: in person, at the department's place (content/contact.json) unless elsewhere
      eventAttendanceMode: 'offline',
      venue: '系館',
      subVenue: 'Department',
      addressLocality: ['Taipei'],
      addressCountry: 'TW',
    });
  });
});
