// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newsFiles } from './canonical';
import config from './config';
import type { AssetsFormField } from '@keystatic/core';
import { SAMPLES } from '../../tests/support/attachmentSamples';
import { ATTACHMENT_DIRECTORY, placeProblem } from './fields';
import { checkUpdate, commitUpdate, nextNewsId, placeAttachments, prepareImages, refusal, type Update } from './server';
import { contentTree, readBlobs } from './tree';
import {
  attachmentName,
  attachmentUploadProblem,
  joinBody,
  parseNewsSlug,
  splitBody,
  uploadName,
  type AttachmentValue,
} from './values';

const root = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), 'scuid-editor-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** What Keystatic hands a content field: everything after the closing `---` line. */
const bodyOf = (text: string) => text.slice(text.indexOf('\n---\n', 4) + 5);
const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
/** A real image (the content check reads an image's type from its bytes): one pixel. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
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
        { path: 'public/static/news/2026/9001-editor-test/b.png', contents: b64(PNG_1x1) },
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

describe('the images of a save, as the site keeps them', () => {
  const upload = (path: string, data: string | Buffer) => ({ path, contents: b64(data) });

  it('an uploaded SVG with a script or an event handler is refused, naming them; an attachment is left as it is', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    const pdf = upload('public/static/attachments/1/a.pdf', '%PDF-1.7');
    const { update, problems } = await prepareImages({
      additions: [upload('public/static/news/x.svg', svg), pdf],
      deletions: [],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe('public/static/news/x.svg');
    expect(problems[0]!.message).toMatch(/^SVG 含有不允許的內容：.*<script>/);
    expect(problems[0]!.message).toContain('onload');
    expect(update.additions[1]).toEqual(pdf);
  });

  it('a clean SVG is stored as the sanitiser writes it', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123"/></svg>';
    const { update, problems } = await prepareImages({
      additions: [upload('public/static/news/y.svg', svg)],
      deletions: [],
    });
    expect(problems).toEqual([]);
    const stored = Buffer.from(update.additions[0]!.contents, 'base64url').toString('utf8');
    expect(stored).toContain('<rect width="4" height="4" fill="#123"');
  });

  it('a file that is not an image, a HEIC and one over the cap are refused, each named, in both languages', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const big = Buffer.alloc(25 * 1024 * 1024 + 1);
    PNG_1x1.copy(big);
    const { problems } = await prepareImages({
      additions: [
        upload('public/static/news/a.jpg', 'not a picture'),
        upload('public/static/news/b.heic', heic),
        upload('public/static/news/c.png', big),
      ],
      deletions: [],
    });
    expect(problems.map((p) => [p.file, p.message.split('/ ').at(-1)])).toEqual([
      ['public/static/news/a.jpg', 'not an image we take (JPEG, PNG, WebP, AVIF or SVG)'],
      ['public/static/news/b.heic', expect.stringMatching(/^a HEIC photo cannot be read here/)],
      ['public/static/news/c.png', 'the file is over 25.0 MB (25.0 MB)'],
    ]);
    expect(refusal(problems)).toContain('public/static/news/a.jpg: 不是可用的圖片');
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

describe("many files in one answer (the news list's columns)", () => {
  const repo = join(tmp, 'blobs');
  const allowed = ['content/news', 'content/people'];
  const hash = (text: string) =>
    spawnSync('git', ['hash-object', '--stdin'], { input: text, encoding: 'utf8' }).stdout.trim();
  cpSync(join(root, 'content', 'news', '2026'), join(repo, 'content', 'news', '2026'), { recursive: true });
  writeFileSync(join(tmp, 'blobs', 'content', 'secret.md'), 'not for the editor');

  it('gives each file that still has its hash, by hash; leaves out one changed, missing or outside the folders', () => {
    const file = relative(repo, newsFiles(join(repo, 'content', 'news'))[0]!);
    const item = readFileSync(join(repo, file), 'utf8');
    const found = readBlobs(repo, allowed, [
      [hash(item), file],
      [hash('an older text'), file],
      [hash('x'), 'content/news/9999-gone.md'],
      [hash('not for the editor'), 'content/secret.md'],
      [hash('not for the editor'), 'content/news/../secret.md'],
    ]);
    expect(found).toEqual({ [hash(item)]: item });
  });

  it('refuses anything but a list of [hash, path]', () => {
    for (const wanted of [{}, [['abc', 'content/news/a.md']], [[hash('x')]], [[hash('x'), 7]], 'content/news'])
      expect(() => readBlobs(repo, allowed, wanted), JSON.stringify(wanted)).toThrow(RangeError);
  });
});

describe('the documents of a news item', () => {
  const field = config.collections!.news!.schema.attachments as AssetsFormField<
    AttachmentValue[],
    AttachmentValue[],
    AttachmentValue[]
  >;
  const stored = [
    { file: 'attachments/1012/rules.pdf', label: '招生簡章', subLabel: 'Admission rules' },
    { file: 'attachments/1012/form.docx', label: '表格', subLabel: 'Form' },
  ];
  const parse = (value: unknown) =>
    field.parse(value as never, { other: new Map(), external: new Map(), slug: '2025/1012-ma' });
  const serialize = (list: AttachmentValue[]) => field.serialize(list, { slug: '2025/1012-ma' });

  it('writes back what it read, and leaves an empty list out of the file', () => {
    expect(serialize(parse(stored))).toEqual({ value: stored, other: new Map(), external: new Map() });
    expect(serialize(parse(undefined)).value).toBeUndefined();
    expect(serialize([]).value).toBeUndefined();
  });

  it("names an upload by its item's id, and hands its bytes to Keystatic for the documents' folder", () => {
    const data = new Uint8Array(SAMPLES.pdf!);
    const list = [
      ...parse(stored),
      { file: '', label: '面試', subLabel: 'Interviews', upload: { data, name: 'groups.pdf' } },
    ];
    const out = serialize(list);
    expect(out.value).toEqual([
      ...stored,
      { file: 'attachments/1012/groups.pdf', label: '面試', subLabel: 'Interviews' },
    ]);
    expect(out.external).toEqual(new Map([[ATTACHMENT_DIRECTORY, new Map([['groups.pdf', data]])]]));
    expect(field.validate(list)).toBe(list);
  });

  it('refuses a document without its labels or of another type, in both languages', () => {
    expect(() => field.validate([{ ...parse(stored)[0]!, subLabel: '' }])).toThrow('不可空白 / must not be empty');
    expect(() => field.validate([{ ...parse(stored)[0]!, file: 'attachments/1012/rules.doc' }])).toThrow(
      /^須為 public\/static 之下的附件路徑.* \/ must be a file under public\/static like attachments\//,
    );
  });

  it('refuses to take a file of another type or over 20 MB, and names uploads safely', () => {
    expect(attachmentUploadProblem('rules.pdf', 1000)).toBeUndefined();
    expect(attachmentUploadProblem('Scan.DOCX', 1000)).toBeUndefined();
    expect(attachmentUploadProblem('photo.jpg', 1000)).toBe(
      '只能附加 PDF、DOCX、XLSX、PPTX、ODT 或 ZIP 檔（photo.jpg） / Only PDF, DOCX, XLSX, PPTX, ODT or ZIP files can be attached (photo.jpg)',
    );
    expect(attachmentUploadProblem('big.zip', 21 * 1024 * 1024)).toMatch(
      /20 MB.* \/ An attachment must be at most 20 MB \(big\.zip is 21 MB\)/,
    );
    expect(attachmentName('Application Form (2026).PDF')).toBe('application-form-2026.pdf');
    expect(attachmentName('申請表.pdf')).toBe('attachment.pdf');
    expect(attachmentName('form.pdf', new Set(['form.pdf', 'form-2.pdf']))).toBe('form-3.pdf');
  });

  it("moves uploads from Keystatic's folder beside the slug to attachments/{newsId}/", () => {
    const update: Update = {
      additions: [
        { path: 'content/news/2025/1012-ma.md', contents: '' },
        { path: 'public/static/attachments/2025/1012-ma/groups.pdf', contents: 'x' },
        { path: 'public/static/news/2025/1012-ma/banner.png', contents: 'y' },
      ],
      deletions: [],
    };
    expect(placeAttachments(update).additions.map((a) => a.path)).toEqual([
      'content/news/2025/1012-ma.md',
      'public/static/attachments/1012/groups.pdf',
      'public/static/news/2025/1012-ma/banner.png',
    ]);
    const none: Update = { additions: [update.additions[0]!], deletions: [] };
    expect(placeAttachments(none)).toBe(none);
  });

  it('lets a save with an uploaded PDF through, and refuses a text file named .pdf, naming file, line and field', () => {
    const file = newsFiles(join(root, 'content', 'news')).find((f) => f.includes('/1013-'))!;
    const text = readFileSync(file, 'utf8').replace(
      /^attachments:\n/m,
      'attachments:\n  - file: attachments/1013/seating.pdf\n    label: 座位表\n    subLabel: Seating plan\n',
    );
    const save = (bytes: Buffer) =>
      checkUpdate(root, {
        additions: [
          { path: newsPath(file), contents: b64(text) },
          { path: 'public/static/attachments/1013/seating.pdf', contents: bytes.toString('base64url') },
        ],
        deletions: [],
      });
    expect(save(SAMPLES.pdf!)).toEqual([]);
    const problems = save(Buffer.from('not a PDF at all\n'));
    expect(problems).toMatchObject([{ file: newsPath(file), field: 'attachments[0].file' }]);
    expect(problems[0]!.line).toBe(text.split('\n').indexOf('  - file: attachments/1013/seating.pdf') + 1);
    expect(refusal(problems)).toContain(
      '附件檔的內容不是 PDF、DOCX、XLSX、PPTX、ODT 或 ZIP 檔 / the file public/static/',
    );
  });
});
