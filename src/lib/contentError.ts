import type { z } from 'zod';

type Issue = { path: readonly PropertyKey[]; message: string };

/** "menus[1].children[0].to" from a zod issue path. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

export function formatZodIssue(file: string, issues: readonly Issue[]): string {
  const lines = issues.map((i) => `  ${issuePath(i.path) || '(root)'}: ${i.message}`);
  return `Invalid content file ${file}:\n${lines.join('\n')}`;
}

/** Validates a content file's data, throwing an error that names file, entry and field. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(formatZodIssue(file, result.error.issues));
  return result.data;
}
