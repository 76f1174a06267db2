import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first ```{lang} block of a section of a Markdown file (README.md unless `file` names a page of
 * docs/), for the tests that run the documentation's examples. `section` is the heading line as written
 * (`## Giving editors access`); the section runs to the next heading of its level or above.
 */
export function readmeBlock(section: string, lang: string, file = join(process.cwd(), 'README.md')): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf(section);
  if (start === -1) throw new Error(`${file} has no section "${section}"`);
  const level = /^#+/.exec(section)?.[0].length ?? 6;
  const heading = new RegExp(`^#{1,${level}} `);
  // a fenced block's "#" lines are comments, not headings
  let fenced = false;
  let end = start + 1;
  for (; end < lines.length; end++) {
    if (lines[end]!.startsWith('```')) fenced = !fenced;
    else if (!fenced && heading.test(lines[end]!)) break;
  }
  const block = new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\`$`, 'm').exec(lines.slice(start, end).join('\n'));
  if (!block) throw new Error(`the section "${section}" of ${file} has no \`\`\`${lang} block`);
  return block[1]!;
}
