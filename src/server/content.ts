import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { parseContent } from '@/lib/contentError';

export const CONTENT_DIR = join(process.cwd(), 'content');

const cache = new Map<string, unknown>();

/** For the content check and tests; the app imports its content statically (contentRegistry.ts). */
export function loadContent<S extends z.ZodType>(file: string, schema: S, dir: string = CONTENT_DIR): z.output<S> {
  const key = `${dir}:${file}`;
  if (!cache.has(key)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'the file is missing'
          : `not valid JSON (${(error as Error).message})`;
      throw new Error(`Invalid content file content/${file}: ${reason}`);
    }
    cache.set(key, parseContent(`content/${file}`, schema, raw));
  }
  return cache.get(key) as z.output<S>;
}
