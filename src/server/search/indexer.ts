import 'server-only';
import type { Db } from '../db';
import { departmentDocuments, documentsHash, newsDocument, type NewsRow, type SearchDocument } from './documents';
import { indexText, TOKENISER_VERSION } from './tokenise';

// Both entry points run inside the caller's transaction, so the index never disagrees with what the pages and
// the APIs serve.

const NEWS_COLUMNS = 'news_id, category_id, title, sub_title, description, sub_description, content, display_date';

function statements(db: Db) {
  return {
    meta: db.prepare<[string], { value: string }>('SELECT value FROM search_meta WHERE key = ?'),
    setMeta: db.prepare(
      'INSERT INTO search_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    docId: db.prepare<[string], { doc_id: number }>('SELECT doc_id FROM search_doc WHERE doc_key = ?'),
    insertDoc: db.prepare(`INSERT INTO search_doc (doc_key, type, url, display_date, category_id, year)
      VALUES (@key, @type, @url, @displayDate, @categoryId, @year)`),
    insertText: db.prepare(
      'INSERT INTO search_text (doc_id, title, sub_title, body, sub_body) VALUES (@docId, @title, @subTitle, @body, @subBody)',
    ),
    insertFts: db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)'),
    deleteText: db.prepare('DELETE FROM search_text WHERE doc_id = ?'),
    deleteDoc: db.prepare('DELETE FROM search_doc WHERE doc_id = ?'),
    deleteFts: db.prepare('DELETE FROM search_fts WHERE rowid = ?'),
    news: db.prepare<[number], NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE news_id = ?`),
  };
}

type Statements = ReturnType<typeof statements>;
const cache = new WeakMap<Db, Statements>();
const statementsOf = (db: Db) => {
  let s = cache.get(db);
  if (!s) {
    s = statements(db);
    cache.set(db, s);
  }
  return s;
};

function removeId(s: Statements, docId: number): void {
  s.deleteFts.run(docId);
  s.deleteText.run(docId);
  s.deleteDoc.run(docId);
}

function remove(s: Statements, key: string): void {
  const row = s.docId.get(key);
  if (row) removeId(s, row.doc_id);
}

function insert(s: Statements, d: SearchDocument): void {
  const docId = s.insertDoc.run(d).lastInsertRowid;
  s.insertText.run({ ...d, docId });
  s.insertFts.run(docId, indexText(`${d.title} ${d.subTitle}`), indexText(`${d.body} ${d.subBody}`));
}

/** Marks the index as changed (the typo vocabulary is reloaded by the next query). */
function bumpGeneration(s: Statements): void {
  s.setMeta.run('generation', String(Number(s.meta.get('generation')?.value ?? 0) + 1));
}

export interface EnsureResult {
  /** 'full': everything rebuilt (new tokeniser or no index yet); 'department': department records replaced */
  rebuilt: 'none' | 'department' | 'full';
  documents: number;
}

/**
 * Rebuilds everything when the index is missing or from another tokeniser version, else replaces the department
 * records when their hash changed. Cheap when nothing changed: no row is written.
 */
export function ensureSearchIndex(db: Db): EnsureResult {
  return inTransaction(db, () => ensure(db));
}

const inTransaction = <T>(db: Db, fn: () => T): T => (db.inTransaction ? fn() : db.transaction(fn)());

function ensure(db: Db): EnsureResult {
  const s = statementsOf(db);
  const department = departmentDocuments();
  const hash = documentsHash(department);
  const tokeniser = String(TOKENISER_VERSION);
  const storedTokeniser = s.meta.get('tokeniser')?.value;
  const storedHash = s.meta.get('department')?.value;
  const count = () => (db.prepare('SELECT count(*) AS n FROM search_doc').get() as { n: number }).n;

  if (storedTokeniser !== tokeniser) {
    db.exec(
      "DELETE FROM search_text; DELETE FROM search_doc; INSERT INTO search_fts (search_fts) VALUES ('delete-all');",
    );
    for (const d of department) insert(s, d);
    // in batches: better-sqlite3 cannot write while a statement of the same connection iterates
    const batch = db.prepare<[number], NewsRow>(
      `SELECT ${NEWS_COLUMNS} FROM news WHERE news_id > ? ORDER BY news_id LIMIT 500`,
    );
    for (let rows = batch.all(0); rows.length > 0; rows = batch.all(rows[rows.length - 1]!.news_id)) {
      for (const row of rows) insert(s, newsDocument(row));
    }
    s.setMeta.run('tokeniser', tokeniser);
    s.setMeta.run('department', hash);
    bumpGeneration(s);
    return { rebuilt: 'full', documents: count() };
  }
  if (storedHash !== hash) {
    const stale = db.prepare<[], { doc_id: number }>("SELECT doc_id FROM search_doc WHERE type <> 'news'").all();
    for (const { doc_id } of stale) removeId(s, doc_id);
    for (const d of department) insert(s, d);
    s.setMeta.run('department', hash);
    bumpGeneration(s);
    return { rebuilt: 'department', documents: count() };
  }
  return { rebuilt: 'none', documents: count() };
}

/** Meant for the transaction that changed the news table. An upserted id with no news row is removed. */
export function refreshNewsSearch(db: Db, changes: { upserted: readonly number[]; removed: readonly number[] }): void {
  if (changes.upserted.length === 0 && changes.removed.length === 0) return;
  inTransaction(db, () => refresh(db, changes));
}

function refresh(db: Db, changes: { upserted: readonly number[]; removed: readonly number[] }): void {
  const s = statementsOf(db);
  for (const id of changes.removed) remove(s, `news:${id}`);
  for (const id of changes.upserted) {
    remove(s, `news:${id}`);
    const row = s.news.get(id);
    if (row) insert(s, newsDocument(row));
  }
  bumpGeneration(s);
}
