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

/** The most files one batch may ask for: a news archive of decades, with room. */
const MAX_BATCH = 100_000;

/** Keystatic's rule for a file its browser side may read: under a folder of the config, no `.` or `..` step. */
const readable = (path: string, allowed: readonly string[]) =>
  !path.includes('\\') &&
  path.split('/').every((x) => x !== '.' && x !== '..') &&
  allowed.some((d) => path.startsWith(d));

/**
 * The text of each file asked for as `[sha, path]` (Keystatic's file requests, many at once), by sha, when it
 * still has that hash; a file that changed or is missing, outside the `allowed` folders or not UTF-8 text is
 * left out (its own request then answers as Keystatic's does). Throws a RangeError for anything but a list of
 * such pairs.
 */
export function readBlobs(root: string, allowed: readonly string[], wanted: unknown): Record<string, string> {
  if (!Array.isArray(wanted) || wanted.length > MAX_BATCH)
    throw new RangeError(`not a list of at most ${MAX_BATCH} files`);
  const found: Record<string, string> = {};
  for (const pair of wanted as unknown[]) {
    if (
      !Array.isArray(pair) ||
      pair.length !== 2 ||
      typeof pair[1] !== 'string' ||
      !/^[0-9a-f]{40}$/.test(String(pair[0]))
    )
      throw new RangeError('each file is [its git hash, its path]');
    const [sha, path] = pair as [string, string];
    if (!readable(path, allowed)) continue;
    let contents: Buffer;
    try {
      contents = readFileSync(join(root, path));
    } catch {
      continue;
    }
    if (sha1(Buffer.from(`blob ${contents.byteLength}\0`), contents) !== sha) continue;
    const text = contents.toString('utf8');
    if (Buffer.from(text, 'utf8').equals(contents)) found[sha] = text;
  }
  return found;
}
