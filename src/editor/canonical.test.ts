// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { parseNewsFile, renderNewsBody } from '@/server/newsContent';
import { canonicalJsonFile, canonicalNewsFile, newsFiles, singletonFiles } from './canonical';

const root = process.cwd();
const newsDir = join(root, 'content', 'news');
const staticDir = join(root, 'public', 'static');

/** The last commit before every content file was written once in the editor's form. */
const BEFORE_NORMALISING = '0194eb96cbd2a2571adda78157dbdf9f9235e23d';

const slugOf = (file: string) => relative(newsDir, file).replace(/\.md$/, '');

/** What the site makes of a news file: its front matter's values and its body's HTML. */
function site(text: string, file: string) {
  const parsed = parseNewsFile(text, file, { staticDir });
  if ('problems' in parsed) throw new Error(parsed.problems.map((p) => p.message).join('; '));
  return { frontMatter: parsed.frontMatter, html: renderNewsBody(parsed.body) };
}

const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const hasHistory = git(['cat-file', '-e', `${BEFORE_NORMALISING}^{commit}`]).status === 0;

/** The texts of `commit:path` blobs, read by one git process (one `git show` each took seconds in all). */
function blobs(specs: string[]): string[] {
  const r = spawnSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: specs.join('\n') + '\n',
    maxBuffer: 64 << 20,
  });
  const out = r.stdout;
  const texts: string[] = [];
  let at = 0;
  for (const spec of specs) {
    const eol = out.indexOf(0x0a, at);
    const header = out.subarray(at, eol).toString();
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) throw new Error(`git cat-file: ${spec}: ${header}`);
    texts.push(out.subarray(eol + 1, eol + 1 + Number(size)).toString('utf8'));
    at = eol + 1 + Number(size) + 1;
  }
  return texts;
}

describe("content files in the editor's form", () => {
  it('holds every news file and every singleton as the editor would save it unchanged', () => {
    const files = newsFiles(newsDir);
    expect(files.length).toBeGreaterThan(100);
    const off: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (canonicalNewsFile(text, slugOf(file)) !== text) off.push(relative(root, file));
    }
    for (const { path, schema } of singletonFiles) {
      const text = readFileSync(join(root, path), 'utf8');
      if (canonicalJsonFile(text, schema) !== text) off.push(path);
    }
    expect(off, 'run `npm run content:normalise` to write these in the editor’s form').toEqual([]);
  });

  it('writes a news file from the terminal scripts in that form with the same values and HTML', () => {
    for (const file of newsFiles(newsDir)) {
      const text = readFileSync(file, 'utf8');
      const [, front = '', body = ''] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text) ?? [];
      // how news:new and news:generate write front matter
      const terminal = `---\n${stringify(parse(front), { lineWidth: 0 })}---\n${body}`;
      expect(canonicalNewsFile(terminal, slugOf(file)), file).toBe(text);
      expect(site(terminal, file), file).toEqual(site(text, file));
    }
  });

  it('writes JSON with two spaces and a final newline, and refuses a key the form does not know', () => {
    const contact = singletonFiles.find((s) => s.name === 'contact')!;
    const text = readFileSync(join(root, contact.path), 'utf8');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(canonicalJsonFile(JSON.stringify(data), contact.schema)).toBe(text);
    expect(() => canonicalJsonFile(JSON.stringify({ ...data, extra: 1 }), contact.schema)).toThrow(/unknown key extra/);
  });

  // A shallow clone has no history to compare with; the tests above still hold there.
  it.skipIf(!hasHistory)('kept every value and the HTML of every news file in the normalising commit', () => {
    const normalising = git(['rev-list', '--reverse', '--ancestry-path', `${BEFORE_NORMALISING}..HEAD`])
      .stdout.trim()
      .split('\n')[0]!;
    const listing = git(['ls-tree', '-r', '--name-only', BEFORE_NORMALISING, 'content/news']).stdout.trim();
    const paths = listing.split('\n').filter((path) => path.endsWith('.md'));
    expect(paths.length).toBeGreaterThan(100);
    const texts = blobs(paths.flatMap((path) => [`${BEFORE_NORMALISING}:${path}`, `${normalising}:${path}`]));
    let rewritten = 0;
    // the English alt text became a required field later: both texts get the same one to be read today
    const withSubImgAlt = (text: string) =>
      /^subImgAlt:/m.test(text) ? text : text.replace(/^(imgAlt: .*)$/m, '$1\nsubImgAlt: An abstract banner');
    for (const [i, path] of paths.entries()) {
      const [old, normalised] = [texts[2 * i]!, texts[2 * i + 1]!];
      if (old !== normalised) rewritten += 1;
      expect(site(withSubImgAlt(normalised), path), path).toEqual(site(withSubImgAlt(old), path));
    }
    expect(rewritten).toBe(paths.length);
  });
});
