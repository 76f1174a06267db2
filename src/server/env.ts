import 'server-only';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '@/lib/config';

const schema = z.object({
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
});

/** Server-only configuration: where the database file lives (DATA_DIR, default ./data). */
export function serverEnv(env: Readonly<Record<string, string | undefined>> = process.env) {
  const result = schema.safeParse({ DATA_DIR: env.DATA_DIR || undefined });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'DATA_DIR'), issue?.message ?? 'is invalid');
  }
  return { dataDir: resolve(result.data.DATA_DIR) };
}
