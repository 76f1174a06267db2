import 'server-only';
import { ConfigError } from '@/config/settings';
import { prepareDatabase } from './database';
import { DatabaseStartupError } from './db';

/** Prepares the database at start-up (migrations, news sync); on failure prints why and exits non-zero. */
export function startDatabase(): void {
  try {
    const { file, news } = prepareDatabase();
    console.info(`[db] ready: ${file} (${news} news items)`);
  } catch (error) {
    if (error instanceof DatabaseStartupError || error instanceof ConfigError || error instanceof Error) {
      console.error(`\n[db] start-up stopped: ${error.message}\n`);
    } else {
      console.error('\n[db] start-up stopped:', error, '\n');
    }
    process.exit(1);
  }
}
