import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from '@/domain/zod';
import { ContentFileError, parseContent, type ContentIssue } from '@/lib/contentError';

export const CONTENT_DIR = join(process.cwd(), 'content');

const cache = new Map<string, unknown>();

/** For the content check and tests; the app imports its content statically (contentRegistry.ts). */
export function loadContent<S extends z.ZodMiniType>(file: string, schema: S, dir: string = CONTENT_DIR): z.output<S> {
  const key = `${dir}:${file}`;
  if (!cache.has(key)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      const reason = missing ? 'the file is missing' : `not valid JSON (${(error as Error).message})`;
      const issue: ContentIssue = { message: reason };
      // V8 names the place: "... in JSON at position 9 (line 1 column 10)"
      const line = /\(line (\d+) column \d+\)/.exec((error as Error).message)?.[1];
      if (!missing && line) issue.line = Number(line);
      throw new ContentFileError(`content/${file}`, [issue], `Invalid content file content/${file}: ${reason}`);
    }
    cache.set(key, parseContent(`content/${file}`, schema, raw));
  }
  return cache.get(key) as z.output<S>;
}
