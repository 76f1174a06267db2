import 'server-only';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '@/lib/config';

const folder = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((v) => !v.includes('\0'), 'must be a folder path');

const schema = z.object({
  DATA_DIR: folder.default('./data'),
  NEWS_DIR: folder.default('content/news'),
});

/**
 * Server-only configuration: where the database file lives (DATA_DIR, default ./data) and where the
 * news files are (NEWS_DIR, default content/news); relative paths are from the working directory.
 */
export function serverEnv(env: Readonly<Record<string, string | undefined>> = process.env) {
  const result = schema.safeParse({ DATA_DIR: env.DATA_DIR || undefined, NEWS_DIR: env.NEWS_DIR || undefined });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'DATA_DIR'), issue?.message ?? 'is invalid');
  }
  return { dataDir: resolve(result.data.DATA_DIR), newsDir: resolve(result.data.NEWS_DIR) };
}
