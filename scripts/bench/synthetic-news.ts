/**
 * A database with many news items, for the search benchmark (issue 10): creates DATA_DIR/scuid.sqlite
 * (migrated) and fills it with N synthetic bilingual news items recombined from the demo news (titles,
 * summaries and body sections of different items, dates spread over 2010-2026, all twelve categories),
 * so the words and characters are distributed as in real content. The search index is left to the
 * server's start (so its build time shows too). Until the content generator of issue 9 replaces it.
 *
 *   NODE_OPTIONS=--conditions=react-server npx tsx scripts/bench/synthetic-news.ts /tmp/dir 10000
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NEWS_CATEGORIES } from '../../src/features/news/model';
import { openDatabase } from '../../src/server/db';
import { sanitizeHtml } from '../../src/server/sanitize';
import { readDemoNews } from '../../src/server/seed';

const [dataDir, countArg = '10000'] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: synthetic-news.ts <DATA_DIR> [count]');
  process.exit(1);
}
const count = Number(countArg);
mkdirSync(dataDir, { recursive: true });

// a small deterministic generator, so two runs give the same database
let seed = 20260101;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const demo = readDemoNews(join(process.cwd(), 'content', 'news'));
const bodies = demo.map(({ item }) => sanitizeHtml(item.content));
const started = performance.now();
const db = openDatabase({
  dataDir,
  migrationsDir: join(process.cwd(), 'db', 'migrations'),
  seed: (d) => {
    const upsert = d.prepare('INSERT OR IGNORE INTO news_category (id, key, title, sub_title) VALUES (@id, @key, @title, @subTitle)');
    for (const c of NEWS_CATEGORIES) upsert.run(c);
    const insert = d.prepare(`INSERT INTO news (news_id, category_id, img_url, title, sub_title, description, sub_description, content, display_date)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < count; i += 1) {
      const a = pick(demo);
      const b = pick(demo);
      const id = 100000 + i;
      const date = `${2010 + Math.floor(random() * 17)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      insert.run(
        id,
        NEWS_CATEGORIES.find((c) => c.key === a.category)!.id,
        a.item.imgUrl,
        `${a.item.title}（${i + 1}）`,
        `${a.item.subTitle} (${i + 1})`,
        b.item.description,
        b.item.subDescription,
        `${pick(bodies)}${pick(bodies)}`,
        date,
      );
    }
  },
});
const n = (db.prepare('SELECT count(*) AS n FROM news').get() as { n: number }).n;
db.close();
console.log(`${dataDir}/scuid.sqlite: ${n} news items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
