// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newsFiles } from './canonical';
import config from './config';
import { placeProblem } from './fields';
import { checkUpdate, commitUpdate, nextNewsId, refusal, type Update } from './server';
import { contentTree } from './tree';
import { joinBody, parseNewsSlug, splitBody, uploadName } from './values';

const root = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), 'scuid-editor-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** What Keystatic hands a content field: everything after the closing `---` line. */
const bodyOf = (text: string) => text.slice(text.indexOf('\n---\n', 4) + 5);
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const newsPath = (file: string) => relative(root, file);

describe('the news body field', () => {
  it('gives back every news file body byte for byte when nothing changed', () => {
    const files = newsFiles(join(root, 'content', 'news'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const body = bodyOf(readFileSync(file, 'utf8'));
      const value = splitBody(body);
      expect(value.zh.length, file).toBeGreaterThan(0);
      expect(joinBody(value), file).toBe(body);
      // the parts as the form shows them, put back unchanged by a user, are still the same bytes
      expect(joinBody({ ...value, zh: `${value.zh}` }), file).toBe(body);
    }
  });

  it('writes a changed body as the Chinese text, then the English in its own section', () => {
    const body = joinBody({
      ...splitBody('\n中文\n\n<section lang="en">\n\nEnglish\n\n</section>\n'),
      en: 'New English',
    });
    expect(body).toBe('\n中文\n\n<section lang="en">\n\nNew English\n\n</section>\n');
    expect(splitBody(body)).toMatchObject({ zh: '中文', en: 'New English' });
    expect(joinBody({ zh: '只有中文', en: '' })).toBe('\n只有中文\n');
  });
});

describe('the place of a news file', () => {
  it('takes {YYYY}/{newsId}-{name} and refuses an id another file uses', () => {
    expect(parseNewsSlug('2026/1007-open-day')).toEqual({ year: '2026', newsId: '1007', name: 'open-day' });
    const place = { year: '2026', newsId: '1007', name: 'open-day' };
    expect(placeProblem(place, ['2026/1007-open-day'])).toBeUndefined();
    expect(placeProblem(place, ['2025/1007-other'])).toMatch(/已被.*already used by 2025\/1007-other/);
    expect(placeProblem({ ...place, name: 'Open Day' }, [])).toMatch(/lower-case/);
    expect(placeProblem({ ...place, newsId: 'x' }, [])).toMatch(/須為整數 \/ must be a whole number/);
  });

  it('offers the next free id', () => {
    const ids = newsFiles(join(root, 'content', 'news')).map((f) => Number(/\/(\d+)-[^/]+\.md$/.exec(f)![1]));
    expect(nextNewsId(root)).toBe(Math.max(...ids) + 1);
  });

  it('names uploads safely and uniquely', () => {
    expect(uploadName('Open Day 開放日.PNG', 36)).toBe('open-day-10.png');
    expect(uploadName('照片.jpg', 35)).toBe('image-z.jpg');
  });
});

describe('a save is checked by the content check on the files as they would be', () => {
  const file = newsFiles(join(root, 'content', 'news')).find((f) => f.includes('/1007-'))!;
  const original = readFileSync(file, 'utf8');

  it('lets a valid change through', () => {
    const update: Update = {
      additions: [{ path: newsPath(file), contents: b64(original.replace(/^title: .*$/m, 'title: 新的標題')) }],
      deletions: [],
    };
    expect(checkUpdate(root, update)).toEqual([]);
  });

  it('refuses an event that ends before it starts, naming file and field in both languages', () => {
    const broken = original.replace(/^eventEnd: .*$/m, 'eventEnd: 2026-12-18T10:00');
    const problems = checkUpdate(root, { additions: [{ path: newsPath(file), contents: b64(broken) }], deletions: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: newsPath(file), field: 'eventEnd' });
    expect(refusal(problems)).toContain('活動結束不可早於活動開始 / must not be before eventStart');
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('refuses a new item whose banner does not exist, and takes it with the uploaded banner', () => {
    const path = 'content/news/2026/9001-editor-test.md';
    const text = original
      .replace(/^newsId: .*$/m, 'newsId: 9001')
      .replace(/^imgUrl: .*$/m, 'imgUrl: news/2026/9001-editor-test/b.png');
    const without = checkUpdate(root, { additions: [{ path, contents: b64(text) }], deletions: [] });
    expect(without.map((p) => p.field)).toContain('imgUrl');
    const withImage = checkUpdate(root, {
      additions: [
        { path, contents: b64(text) },
        { path: 'public/static/news/2026/9001-editor-test/b.png', contents: b64('png') },
      ],
      deletions: [],
    });
    expect(withImage).toEqual([]);
  });

  it('refuses a teacher who does not exist in a course', () => {
    const ba = readFileSync(join(root, 'content/courses/ba.json'), 'utf8');
    const broken = ba.replace(/"teacher": \d+/, '"teacher": 9999');
    expect(broken).not.toBe(ba);
    const problems = checkUpdate(root, {
      additions: [{ path: 'content/courses/ba.json', contents: b64(broken) }],
      deletions: [],
    });
    expect(problems.map((p) => p.message).join()).toMatch(/no professor with id 9999/);
  });
});

describe('a save of the accessibility statement', () => {
  const path = 'content/accessibility.json';
  const original = readFileSync(join(root, path), 'utf8');

  it('lets a new review date through', () => {
    const text = original.replace('"lastReviewed": "2026-11-26"', '"lastReviewed": "2026-12-01"');
    expect(text).not.toBe(original);
    expect(checkUpdate(root, { additions: [{ path, contents: b64(text) }], deletions: [] })).toEqual([]);
  });

  it('refuses a review date that is not a day, or a contact without its e-mail, naming file and field in both languages', () => {
    const badDate = original.replace('"lastReviewed": "2026-11-26"', '"lastReviewed": "2026-11-31"');
    const dateProblems = checkUpdate(root, { additions: [{ path, contents: b64(badDate) }], deletions: [] });
    expect(dateProblems).toMatchObject([{ file: path, field: 'lastReviewed' }]);
    expect(refusal(dateProblems)).toContain('須為實際存在的日期 YYYY-MM-DD / must be a real date YYYY-MM-DD');
    const noEmail = original.replace(/^ {4}"email": .*\n/m, '');
    expect(noEmail).not.toBe(original);
    const emailProblems = checkUpdate(root, { additions: [{ path, contents: b64(noEmail) }], deletions: [] });
    expect(emailProblems).toMatchObject([{ file: path, field: 'contact.email' }]);
    expect(refusal(emailProblems)).toContain('必填 / is required');
    expect(readFileSync(join(root, path), 'utf8')).toBe(original);
  });
});

describe('a save of a programme', () => {
  const path = 'content/courses/ma.json';
  const original = readFileSync(join(root, path), 'utf8');
  const form = (config.singletons!.ma!.schema as Record<string, { kind: string; fields?: Record<string, unknown> }>)
    .credits!.fields!.bridging as {
    parse(v: unknown): Record<string, string>;
    serialize(v: Record<string, string>): { value: unknown };
  };

  it('writes the bridging credits as one object, and none at all when every value is left empty', () => {
    const bridging = JSON.parse(original).credits.bridging as Record<string, unknown>;
    expect(form.serialize(form.parse(bridging)).value).toEqual(bridging);
    expect(form.serialize({ title: '', subTitle: ' ', min: '', max: '' }).value).toBeUndefined();
    expect(form.serialize({ ...form.parse(bridging), max: '10' }).value).toMatchObject({ min: 6, max: 10 });
  });

  it('refuses bridging credits whose most is under their fewest, naming file and field', () => {
    const broken = original.replace('"max": 12', '"max": 5');
    expect(broken).not.toBe(original);
    const problems = checkUpdate(root, { additions: [{ path, contents: b64(broken) }], deletions: [] });
    expect(problems).toMatchObject([{ file: path, field: 'credits.bridging.max' }]);
    expect(refusal(problems)).toContain('最多學分不可少於最少學分 / must not be less than min');
  });
});

describe('every save is a commit', () => {
  it('commits only the files of the save, by EDIT_AUTHOR', () => {
    const repo = join(tmp, 'repo');
    cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.org', 'add', '-A');
    git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.org', 'commit', '-qm', 'start');
    writeFileSync(join(repo, 'content/site.json'), readFileSync(join(repo, 'content/site.json'), 'utf8') + ' ');
    writeFileSync(join(repo, 'content/contact.json'), '{}\n'); // unrelated, left uncommitted
    const previous = process.env.EDIT_AUTHOR;
    process.env.EDIT_AUTHOR = 'Lin Mei <mei.lin@example.org>';
    try {
      const sha = commitUpdate(repo, { additions: [{ path: 'content/site.json', contents: '' }], deletions: [] });
      expect(sha).toMatch(/^[0-9a-f]{40}$/);
    } finally {
      if (previous === undefined) delete process.env.EDIT_AUTHOR;
      else process.env.EDIT_AUTHOR = previous;
    }
    expect(git('log', '-1', '--format=%an <%ae>|%s').stdout.trim()).toBe(
      'Lin Mei <mei.lin@example.org>|Editor: saved content/site.json',
    );
    expect(git('show', '--name-only', '--format=', 'HEAD').stdout.trim()).toBe('content/site.json');
    expect(git('status', '--porcelain').stdout.trim()).toBe('M content/contact.json');
  });
});

describe('the forms name every field of the files, in their order', () => {
  type Schema = { kind: string; fields?: Record<string, Schema>; element?: Schema };
  /** Keys of a file's value that its form does not name, or names in another order. */
  function mismatches(schema: Schema, value: unknown, at: string): string[] {
    if (schema.kind === 'array' && Array.isArray(value))
      return value.flatMap((v, i) => mismatches(schema.element!, v, `${at}[${i}]`));
    if (schema.kind === 'object' && value && typeof value === 'object') {
      const named = Object.keys(schema.fields!);
      const keys = Object.keys(value);
      const order = keys.map((k) => named.indexOf(k));
      const out = keys.filter((k) => !named.includes(k)).map((k) => `${at}.${k} has no field`);
      if (order.some((n, i) => i > 0 && n < order[i - 1]!)) out.push(`${at}: keys out of the form's order`);
      return out.concat(
        keys.flatMap((k) =>
          named.includes(k) ? mismatches(schema.fields![k]!, (value as Record<string, unknown>)[k], `${at}.${k}`) : [],
        ),
      );
    }
    return [];
  }

  it.each(Object.entries(config.singletons!))('%s', (_name, singleton) => {
    const file = `${singleton.path}.json`;
    const value = JSON.parse(readFileSync(join(root, file), 'utf8'));
    expect(mismatches({ kind: 'object', fields: singleton.schema as Record<string, Schema> }, value, file)).toEqual([]);
  });
});

describe('the list of files the editor reads', () => {
  it('is content/ with the hashes git gives its blobs and folders', () => {
    const repo = join(tmp, 'tree');
    cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
    writeFileSync(join(repo, 'content', 'news', '.keep'), '');
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout;
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.org', 'commit', '-qm', 'content');
    const expected = git('ls-tree', '-r', '-t', 'HEAD', 'content')
      .trim()
      .split('\n')
      .map((line) => {
        const [meta, path] = line.split('\t');
        const [mode, type, sha] = meta!.split(' ');
        return { path: path!, mode, type, sha };
      });
    expect(expected.map((e) => e.path)).toContain('content');
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(contentTree(repo).sort(byPath)).toEqual(expected.sort(byPath));
    // a changed file gets its new hash (the cache goes by size and time)
    writeFileSync(join(repo, 'content', 'news', '.keep'), 'x');
    const keep = contentTree(repo).find((e) => e.path === 'content/news/.keep')!;
    expect(keep.sha).toBe(git('hash-object', 'content/news/.keep').trim());
  });
});
