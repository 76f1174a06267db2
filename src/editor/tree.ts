import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The list of files the editor's browser side reads its entries from (Keystatic's /api/keystatic/tree):
 * the content folder only, with git's blob and tree hashes. Keystatic's own list hashes every file of
 * the checkout (code and images too) on every request; this one hashes a file again only when its size
 * or time changed.
 */

export interface TreeEntry {
  path: string;
  mode: '040000' | '100644';
  type: 'tree' | 'blob';
  sha: string;
}

const hashes = new Map<string, { mtimeMs: number; size: number; sha: string }>();

const sha1 = (...parts: Buffer[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

function blobSha(file: string): string {
  const { mtimeMs, size } = statSync(file);
  const known = hashes.get(file);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.sha;
  const contents = readFileSync(file);
  const sha = sha1(Buffer.from(`blob ${contents.byteLength}\0`), contents);
  hashes.set(file, { mtimeMs, size, sha });
  return sha;
}

/** git's hash of a tree object: entries by name (a folder's name sorts as if it ended in /). */
function treeSha(children: { name: string; entry: TreeEntry }[]): string {
  const sortName = (c: { name: string; entry: TreeEntry }) => (c.entry.type === 'tree' ? `${c.name}/` : c.name);
  const body = Buffer.concat(
    [...children]
      .sort((a, b) => (sortName(a) < sortName(b) ? -1 : sortName(a) > sortName(b) ? 1 : 0))
      .flatMap((c) => [Buffer.from(`${c.entry.mode.replace(/^0/, '')} ${c.name}\0`), Buffer.from(c.entry.sha, 'hex')]),
  );
  return sha1(Buffer.from(`tree ${body.byteLength}\0`), body);
}

/** A folder's entry and those of everything in it, or nothing for an empty folder (git keeps none). */
function walk(root: string, path: string): TreeEntry[] {
  const children: { name: string; entry: TreeEntry }[] = [];
  const below: TreeEntry[] = [];
  for (const dirent of readdirSync(join(root, path), { withFileTypes: true })) {
    if (dirent.name === '.git') continue;
    const child = `${path}/${dirent.name}`;
    if (dirent.isDirectory()) {
      const entries = walk(root, child);
      if (entries.length) children.push({ name: dirent.name, entry: entries[0]! });
      below.push(...entries);
    } else if (dirent.isFile()) {
      const entry: TreeEntry = { path: child, mode: '100644', type: 'blob', sha: blobSha(join(root, child)) };
      children.push({ name: dirent.name, entry });
      below.push(entry);
    }
  }
  if (!children.length) return [];
  return [{ path, mode: '040000', type: 'tree', sha: treeSha(children) }, ...below];
}

/** The tree entries of `content/` under the editor's root, as Keystatic's browser side expects them. */
export const contentTree = (root: string): TreeEntry[] => walk(root, 'content');
