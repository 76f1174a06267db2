import 'server-only';
import { ConfigError } from '@/lib/config';
import { database } from './database';
import { DatabaseStartupError } from './db';

/** Opens the database at start-up; on failure prints why and exits non-zero. */
export function startDatabase(): void {
  try {
    const { db } = database();
    const news = (db.prepare('SELECT count(*) AS n FROM news').get() as { n: number }).n;
    console.info(`[db] ready: ${db.name} (${news} news items)`);
  } catch (error) {
    if (error instanceof DatabaseStartupError || error instanceof ConfigError || error instanceof Error) {
      console.error(`\n[db] start-up stopped: ${error.message}\n`);
    } else {
      console.error('\n[db] start-up stopped:', error, '\n');
    }
    process.exit(1);
  }
}
