/**
 * Writes the files made from src/styles/tokens.ts, the one source of every design number: src/styles/_tokens.scss,
 * and src/lib/imageSlots.json (each image slot's `sizes`, from the layout's widths).
 *   npm run tokens          write the files
 *   npm run tokens -- --check   exit 1 when one is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTokensScss } from '../src/styles/renderTokens';
import { renderImageSlots } from '../src/lib/imageSizes';

const files = [
  { target: fileURLToPath(new URL('../src/styles/_tokens.scss', import.meta.url)), fresh: renderTokensScss() },
  { target: fileURLToPath(new URL('../src/lib/imageSlots.json', import.meta.url)), fresh: renderImageSlots() },
];

if (process.argv.includes('--check')) {
  const stale = files.filter(({ target, fresh }) => readFileSync(target, 'utf8') !== fresh);
  for (const { target } of stale) console.error(`${target} is stale: run \`npm run tokens\`.`);
  if (stale.length) process.exit(1);
  console.log('tokens: up to date');
} else {
  for (const { target, fresh } of files) {
    writeFileSync(target, fresh);
    console.log(`tokens: wrote ${target}`);
  }
}
