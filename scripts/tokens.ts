/**
 * Writes src/styles/_tokens.scss from src/styles/tokens.ts, the one source of every design number.
 *   npm run tokens          write the file
 *   npm run tokens -- --check   exit 1 when the file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTokensScss } from '../src/styles/renderTokens';

const target = fileURLToPath(new URL('../src/styles/_tokens.scss', import.meta.url));
const fresh = renderTokensScss();

if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== fresh) {
    console.error('src/styles/_tokens.scss is stale: run `npm run tokens`.');
    process.exit(1);
  }
  console.log('tokens: up to date');
} else {
  writeFileSync(target, fresh);
  console.log(`tokens: wrote ${target}`);
}
