/**
 * `npm run content:normalise`: writes every content file the editor opens in the form the editor saves
 * it in (src/editor/canonical), so that a save without a change leaves the file as it is and a change
 * gives a diff of the lines it changed. Refuses a file whose values would change.
 *   --check   write nothing; list the files not in that form and exit 1 if there are any
 */
import { isDeepStrictEqual } from 'node:util';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { canonicalJsonFile, canonicalNewsFile, newsFiles, singletonFiles } from '@/editor/canonical';
import { newsFrontMatterSchema } from '@/domain/news';

const root = process.cwd();
const newsDir = join(root, 'content', 'news');

/** What the site reads from a news file: its front matter's values and its body. */
function newsValues(text: string) {
  const [, front = '', body = ''] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text) ?? [];
  return { frontMatter: newsFrontMatterSchema.parse(parse(front)), body };
}

const check = process.argv.includes('--check');
const changed: string[] = [];
const refused: string[] = [];

function normalise(path: string, next: (text: string) => string, values: (text: string) => unknown) {
  const text = readFileSync(path, 'utf8');
  let written: string;
  try {
    written = next(text);
  } catch (error) {
    refused.push(`${relative(root, path)}: ${(error as Error).message}`);
    return;
  }
  if (written === text) return;
  if (!isDeepStrictEqual(values(text), values(written))) {
    refused.push(`${relative(root, path)}: its values would change`);
    return;
  }
  changed.push(relative(root, path));
  if (!check) writeFileSync(path, written);
}

for (const file of newsFiles(newsDir)) {
  const slug = relative(newsDir, file).replace(/\.md$/, '');
  normalise(file, (text) => canonicalNewsFile(text, slug), newsValues);
}
for (const { path, schema } of singletonFiles) {
  normalise(join(root, path), (text) => canonicalJsonFile(text, schema), JSON.parse);
}

for (const line of refused) console.error(`content:normalise: left as it is, ${line}`);
if (check) {
  for (const file of changed) console.log(`not in the editor's form: ${file}`);
  console.log(
    changed.length
      ? 'content:normalise: run `npm run content:normalise` to write them in it'
      : "content:normalise: every file is in the editor's form",
  );
} else {
  console.log(`content:normalise: ${changed.length} files written in the editor's form`);
}
process.exit(refused.length || (check && changed.length) ? 1 : 0);
