import 'server-only';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentExtension,
  formatFileSize,
  type AttachmentExtension,
  type NewsFrontMatter,
} from '@/domain/news';

/*
 * The documents of the news items (front matter `attachments`): each file must exist under public/static, be
 * under the size cap, and be, by its bytes, one of the six types and the one its name says. Its type and size
 * are found here, when the news folder is read (content:check, start, build workers, the editor's saves), and
 * stored with the item, so every reader (pages, REST, GraphQL, feeds) gives the same and none reads the file.
 */

/** A document as stored with its item: what the front matter says, and what its file is. */
export interface StoredAttachment {
  file: string;
  label: string;
  subLabel: string;
  /** the MIME type found in its bytes */
  type: string;
  /** bytes */
  size: number;
}

/** One problem with one document: the field is `attachments[i].file`. */
export interface AttachmentProblem {
  index: number;
  message: string;
}

/** What file-type makes of a file's bytes: its MIME type, or undefined when it knows none. */
export type Sniffer = (paths: readonly string[]) => (string | undefined)[];

const ALLOWED = new Map<string, AttachmentExtension>(
  ATTACHMENT_EXTENSIONS.map((ext) => [ATTACHMENT_TYPES[ext].type, ext]),
);
const NAMES = ATTACHMENT_EXTENSIONS.map((ext) => ATTACHMENT_TYPES[ext].name)
  .join(', ')
  .replace(/, (\w+)$/, ' or $1');

/*
 * file-type answers only through promises, while the news are read synchronously (better-sqlite3's sync, and
 * Next's build workers open the database in a synchronous call): one child process sniffs every file of a read.
 */
const SNIFF = `
import { readFileSync } from 'node:fs';
const { fileTypeFromFile } = await import(process.argv[1]);
const out = [];
for (const path of JSON.parse(readFileSync(0, 'utf8'))) out.push((await fileTypeFromFile(path))?.mime ?? null);
process.stdout.write(JSON.stringify(out));
`;

/** The package the child imports; a name in a variable, so the bundler leaves its resolution to Node. */
const FILE_TYPE = 'file-type';

/** file-type as installed in the project (process.cwd(), where the app runs from, like db/migrations). */
function fileTypeUrl(): string {
  try {
    return pathToFileURL(createRequire(join(process.cwd(), 'package.json')).resolve(FILE_TYPE)).href;
  } catch {
    throw new Error('file-type is not installed (npm ci): it tells the news attachments apart by their bytes');
  }
}

/** The MIME types file-type finds in the files, in one child process. */
export const sniffTypes: Sniffer = (paths) => {
  if (!paths.length) return [];
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', SNIFF, fileTypeUrl()], {
    input: JSON.stringify(paths),
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
    // the child needs none of the parent's loaders or conditions
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (child.status !== 0)
    throw new Error(`file-type could not read the attachments: ${(child.stderr || String(child.error)).trim()}`);
  return (JSON.parse(child.stdout) as (string | null)[]).map((mime) => mime ?? undefined);
};

/** "a PDF", "an XLSX": the article as the letters are read out. */
const withArticle = (name: string) => `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name}`;

/** Why a file found as `type` cannot be the document `file` names; undefined when it can. */
export function typeProblem(file: string, type: string | undefined): string | undefined {
  const ext = attachmentExtension(file);
  if (type === undefined)
    return `the file public/static/${file} is not a ${NAMES} file: its bytes are of no type file-type knows`;
  const found = ALLOWED.get(type);
  if (found === undefined) return `the file public/static/${file} is ${type} by its bytes, not one of ${NAMES}`;
  if (found !== ext)
    return `the file public/static/${file} is ${withArticle(ATTACHMENT_TYPES[found].name)} file by its bytes, but its name ends in .${ext}: rename it to .${found} or attach the right file`;
  return undefined;
}

/**
 * What file-type found, by path, size and modification time: a process reads the same folder again and again (the
 * editor's saves and previews, the tests), and a file that changes gets a new time.
 */
const sniffed = new Map<string, string | undefined>();
const SNIFFED_MAX = 10_000;

/**
 * The documents of some items checked together (one sniff for all): for each item, its documents with their type
 * and size, or the problems of those that fail.
 */
export function checkAttachments(
  items: readonly { attachments: NonNullable<NewsFrontMatter['attachments']> }[],
  staticDir: string,
  sniff: Sniffer = sniffTypes,
): ({ ok: StoredAttachment[] } | { problems: AttachmentProblem[] })[] {
  const keys = new Map<string, string>();
  const sizes = items.map((item) =>
    item.attachments.map((a): number | string => {
      try {
        const stat = statSync(join(staticDir, a.file));
        keys.set(join(staticDir, a.file), `${stat.size}:${stat.mtimeMs}:${stat.ino}`);
        if (!stat.isFile()) return `public/static/${a.file} is not a file`;
        if (stat.size === 0) return `the file public/static/${a.file} is empty`;
        if (stat.size > ATTACHMENT_MAX_BYTES)
          return `the file public/static/${a.file} is ${formatFileSize(stat.size)}, over the cap of ${formatFileSize(ATTACHMENT_MAX_BYTES)} for an attachment`;
        return stat.size;
      } catch {
        return `the file public/static/${a.file} does not exist`;
      }
    }),
  );
  // only files that exist and are under the cap are read
  const toSniff = items.flatMap((item, i) =>
    item.attachments.flatMap((a, k) => (typeof sizes[i]![k] === 'number' ? [join(staticDir, a.file)] : [])),
  );
  const cached = (path: string) => sniff === sniffTypes && sniffed.has(`${path}\0${keys.get(path)}`);
  const unique = [...new Set(toSniff)].filter((path) => !cached(path));
  const found = sniff(unique);
  const typeOf = new Map(unique.map((path, n) => [path, found[n]]));
  for (const path of new Set(toSniff)) {
    const key = `${path}\0${keys.get(path)}`;
    if (typeOf.has(path)) {
      if (sniff !== sniffTypes) continue;
      if (sniffed.size >= SNIFFED_MAX) sniffed.clear();
      sniffed.set(key, typeOf.get(path));
    } else typeOf.set(path, sniffed.get(key));
  }
  return items.map((item, i) => {
    const problems: AttachmentProblem[] = [];
    const ok: StoredAttachment[] = [];
    item.attachments.forEach((a, index) => {
      const size = sizes[i]![index]!;
      if (typeof size === 'string') {
        problems.push({ index, message: size });
        return;
      }
      const type = typeOf.get(join(staticDir, a.file));
      const problem = typeProblem(a.file, type);
      if (problem) problems.push({ index, message: problem });
      else ok.push({ file: a.file, label: a.label, subLabel: a.subLabel, type: type!, size });
    });
    return problems.length ? { problems } : { ok };
  });
}
