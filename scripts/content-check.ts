/**
 * `npm run content:check`: validates every content file against its schema and the rules across
 * files, and every news file of NEWS_DIR (front matter, place, ids, images); names the file, the entry
 * or line, and the field of each problem. Exit 1 on any problem.
 */
import { checkContent } from '../src/server/contentCheck';

const problems = checkContent();
if (problems.length) {
  console.error(`content:check found ${problems.length} problem(s):\n\n${problems.join('\n')}\n`);
  process.exit(1);
}
console.log('content:check: every content file is valid');
