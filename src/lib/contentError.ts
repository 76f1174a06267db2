import type * as z from '@/domain/zod';

type Issue = { path: readonly PropertyKey[]; message: string };

/** "menus[1].children[0].to" from a zod issue path. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

export function formatZodIssue(file: string, issues: readonly Issue[]): string {
  const lines = issues.map((i) => `  ${issuePath(i.path) || '(root)'}: ${i.message}`);
  return `Invalid content file ${file}:\n${lines.join('\n')}`;
}

/** One problem of a content file: `field` is an entry path like menus[1].children[0].to, absent for the whole file. */
export interface ContentIssue {
  field?: string;
  line?: number;
  message: string;
}

/** A content file that cannot be used; its message is what people read, `file` and `issues` what tools read. */
export class ContentFileError extends Error {
  readonly file: string;
  readonly issues: ContentIssue[];
  constructor(file: string, issues: ContentIssue[], message: string) {
    super(message);
    this.name = 'ContentFileError';
    this.file = file;
    this.issues = issues;
  }
}

/** Validates a content file's data, throwing a ContentFileError that names file, entry and field. */
export function parseContent<S extends z.ZodMiniType>(file: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ field: issuePath(i.path) || undefined, message: i.message }));
    throw new ContentFileError(file, issues, formatZodIssue(file, result.error.issues));
  }
  return result.data;
}
