import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { closest } from 'fastest-levenshtein';
import { imageSize } from 'image-size';
import MarkdownIt, { type Token } from 'markdown-it';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { altProblem, parseImageRef } from '@/domain/media';
import { NEWS_FRONT_MATTER_KEYS, newsFrontMatterSchema, type NewsFrontMatter } from '@/domain/news';
import { checkAttachments, type StoredAttachment } from './attachments';
import { imageFileProblem } from './media/check';
import { sanitizeHtml } from './sanitize';

/*
 * content/news/{YYYY}/{newsId}-{slug}.md: YAML front matter, then Markdown (Chinese, then English inside
 * <section lang="en">). Every problem names the file, the line and the field, for the people who write news.
 */

/**
 * Part of every content hash: bump it whenever the rendering changes (markdown-it options or plugins,
 * the figure rule, the sanitiser's allowlist), so the next sync renders every item again.
 */
export const RENDERER_VERSION = 'markdown-it-15:html+linkify:figure-1:sizes-1:sanitize-1';
/** Part of every content hash too: bump it when the front-matter rules change, so every file is checked again. */
export const PARSER_VERSION = 'front-matter-5';

/** One problem in one file; `line` is 1-based, absent when it concerns the whole file. */
export interface NewsProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export const formatProblem = (p: NewsProblem) =>
  `${p.file}${p.line ? `:${p.line}` : ''}: ${p.field ? `${p.field}: ` : ''}${p.message}`;

/** Start, build and content:check stop with every problem listed, not only the first. */
export class NewsContentError extends Error {
  readonly problems: NewsProblem[];
  constructor(problems: NewsProblem[]) {
    super(
      `Invalid news content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'NewsContentError';
    this.problems = problems;
  }
}

/** The body is rendered only when the database needs it. */
export interface NewsSource {
  /** path relative to the news folder, with forward slashes: 2026/1234-portfolio-clinic.md */
  sourcePath: string;
  /** the path shown in messages (relative to the working directory when inside it) */
  file: string;
  frontMatter: NewsFrontMatter;
  body: string;
  /** sha256 of the parser and renderer versions, the source path and the file's bytes */
  hash: string;
  /** its documents, with the type and size of their files (src/server/attachments.ts) */
  attachments?: StoredAttachment[];
}

export function displayPath(file: string, cwd = process.cwd()): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : file;
}

/** A short ASCII kebab-case slug from an English title: "Portfolio Clinic Night: ..." -> portfolio-clinic-night. */
export function newsSlug(title: string, maxLength = 40): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join('-').length > maxLength) {
      if (!kept.length) kept.push(word.slice(0, maxLength));
      break;
    }
    kept.push(word);
  }
  // no dangling "...-for" or "...-and-the" at a cut
  while (kept.length > 1 && SLUG_STOP_WORDS.has(kept[kept.length - 1]!)) kept.pop();
  return kept.join('-') || 'news';
}

const SLUG_STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

export const NEWS_FILE_NAME = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/**
 * Raw HTML is on for the <section lang="en"> wrapper. A paragraph holding only a titled image becomes a figure:
 *   ![alt text](news/figures/1234.svg "caption")  ->  <figure><img src alt><figcaption>caption</figcaption></figure>
 */
function createMarkdown() {
  const md = new MarkdownIt({ html: true, linkify: true });
  md.core.ruler.push('news_figure', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i += 1) {
      const [open, inline, close] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if (open.type !== 'paragraph_open' || open.hidden || inline.type !== 'inline' || close.type !== 'paragraph_close')
        continue;
      const parts = (inline.children ?? []).filter(
        (c) => !((c.type === 'text' && c.content.trim() === '') || c.type === 'softbreak'),
      );
      const image = parts[0];
      if (parts.length !== 1 || image?.type !== 'image' || !image.attrGet('title')) continue;
      open.tag = 'figure';
      close.tag = 'figure';
      image.meta = { ...(image.meta as object), figure: true };
      inline.children = [image];
    }
  });
  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const staticDir = (env as RenderEnv | undefined)?.staticDir;
    const size = staticDir ? localImageSize(staticDir, String(token.attrGet('src') ?? '')) : undefined;
    if (!(token.meta as { figure?: boolean } | null)?.figure) {
      if (size) {
        token.attrSet('width', String(size.width));
        token.attrSet('height', String(size.height));
      }
      return defaultImage(tokens, idx, options, env, self);
    }
    const esc = md.utils.escapeHtml;
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const sized = size ? ` width="${size.width}" height="${size.height}"` : '';
    return `<img src="${esc(String(token.attrGet('src') ?? ''))}" alt="${esc(alt)}"${sized}><figcaption>${esc(String(token.attrGet('title') ?? ''))}</figcaption>`;
  };
  return md;
}

const markdown = createMarkdown();
/** Finding a body's images needs no bare-link detection (linkify is the slow part of parsing). */
const imageScanner = new MarkdownIt({ html: true, linkify: false });

/** A body's image address as a path under the static folder; undefined for an absolute URL or a site path. */
function ownImagePath(src: string): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#)/i.test(src)) return undefined;
  try {
    return decodeURI(src);
  } catch {
    return src; // kept as written
  }
}

// a type, not an interface: markdown-it's env is an index signature
type RenderEnv = { staticDir?: string };

/**
 * The width and height of an image of the body under the static folder (`news/figures/1234.svg`), so the page
 * keeps its place before it loads; undefined for other addresses and for files it cannot read. Once loaded,
 * the image's own proportions apply (the prose sets `height: auto`), so a file replaced later cannot distort.
 */
function localImageSize(staticDir: string, src: string): { width: number; height: number } | undefined {
  const path = ownImagePath(src);
  if (path === undefined || path.includes('..')) return undefined;
  try {
    const { width, height, orientation = 1 } = imageSize(readFileSync(join(staticDir, path)));
    // a photo stored on its side (EXIF orientation 5-8) is shown upright
    if (!width || !height) return undefined;
    return orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/** `staticDir`: where the body's relative images are, to give them their width and height. */
export function renderNewsBody(body: string, options: { staticDir?: string } = {}): string {
  const env: RenderEnv = { staticDir: options.staticDir };
  return sanitizeHtml(markdown.render(body, env));
}

/** Lines are 0-based, counted from the start of the body; `alt` is undefined when an <img> has none. */
function bodyImages(body: string): { src: string; alt: string | undefined; line: number }[] {
  const found: { src: string; alt: string | undefined; line: number }[] = [];
  const walk = (tokens: Token[], line: number) => {
    for (const t of tokens) {
      const at = t.map ? t.map[0] : line;
      if (t.type === 'image') found.push({ src: String(t.attrGet('src') ?? ''), alt: t.content, line: at });
      if (t.type === 'html_block' || t.type === 'html_inline') {
        for (const m of t.content.matchAll(/<img\b[^>]*>/gi)) {
          const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(m[0])?.[1];
          if (src)
            found.push({
              src,
              alt: /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i
                .exec(m[0])
                ?.slice(1)
                .find((v) => v !== undefined),
              line: at,
            });
        }
      }
      if (t.children) walk(t.children, at);
    }
  };
  walk(imageScanner.parse(body, {}), 0);
  return found;
}

/** The images of a body that are the site's own (paths under public/static), as written. */
export const newsBodyImages = (body: string): string[] =>
  bodyImages(body).flatMap((image) => {
    const path = ownImagePath(image.src);
    return path === undefined ? [] : [path];
  });

interface Split {
  yaml: string;
  /** 1-based line of the file where the YAML starts */
  yamlLine: number;
  body: string;
  bodyLine: number;
}

export function splitFrontMatter(text: string): Split | { error: string; line: number } {
  const src = text.replace(/^\uFEFF/, '');
  const lines = src.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---')
    return {
      error: 'the file must start with front matter: a line ---, the YAML fields, and a closing line ---',
      line: 1,
    };
  const end = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(l));
  if (end < 0) return { error: 'the front matter has no closing --- line', line: 1 };
  return {
    yaml: lines.slice(1, end).join('\n'),
    yamlLine: 2,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}

/** For a rule about a missing field, the field whose line the problem points at. */
const RULE_ANCHORS: Record<string, string> = {
  venue: 'eventStart',
  subVenue: 'venue',
  eventEnd: 'eventStart',
  onlineUrl: 'eventAttendanceMode',
  addressLocality: 'addressCountry',
  addressCountry: 'addressLocality',
};

export interface ParseOptions {
  /** where imgUrl and body images must exist (public/static) */
  staticDir: string;
  /** memo of existsSync over many files */
  exists?: (path: string) => boolean;
}

/** Why a banner reference cannot be published: a missing file, or one the image check refuses. */
function bannerProblem(staticDir: string, ref: string, exists: (path: string) => boolean): string | undefined {
  const { path } = parseImageRef(ref);
  if (!exists(join(staticDir, path))) return `the image public/static/${path} does not exist`;
  return imageFileProblem(join(staticDir, path));
}

export function parseNewsFile(
  text: string,
  file: string,
  options: ParseOptions,
):
  | { frontMatter: NewsFrontMatter; body: string; lineOf: (field: string) => number | undefined }
  | { problems: NewsProblem[] } {
  const exists = options.exists ?? existsSync;
  const split = splitFrontMatter(text);
  if ('error' in split) return { problems: [{ file, line: split.line, message: split.error }] };

  const lineCounter = new LineCounter();
  const doc = parseDocument(split.yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? undefined : lineCounter.linePos(offset).line + split.yamlLine - 1;
  if (doc.errors.length) {
    return {
      problems: doc.errors.map((e) => ({
        file,
        line: lineAt(e.pos[0]),
        message: `the front matter is not valid YAML: ${e.message.split('\n')[0]}`,
      })),
    };
  }
  if (!isMap(doc.contents))
    return {
      problems: [
        { file, line: split.yamlLine, message: 'the front matter must be fields like "title: ..." (a YAML map)' },
      ],
    };
  const pairs = doc.contents.items as Pair[];
  const pairOf = (key: string) => pairs.find((p) => isScalar(p.key) && p.key.value === key);
  const keyLine = (key: string) => {
    const pair = pairOf(key);
    return pair && isScalar(pair.key) ? lineAt(pair.key.range?.[0]) : split.yamlLine - 1;
  };
  const valueLine = (key: string) => {
    const pair = pairOf(key);
    const node = pair?.value as { range?: [number, number, number] } | null | undefined;
    return node?.range ? lineAt(node.range[0]) : keyLine(key);
  };

  // a field of a document (attachments[0].file) is named by its path and found at its own line
  const pathName = (path: readonly PropertyKey[]) =>
    path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
  const nodeLine = (path: readonly PropertyKey[]) => {
    const node = doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | null | undefined;
    return node?.range ? lineAt(node.range[0]) : undefined;
  };

  const result = newsFrontMatterSchema.safeParse(doc.toJS());
  if (!result.success) {
    const problems: NewsProblem[] = [];
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys' && issue.path.length > 0) {
        const known = ['file', 'label', 'subLabel'];
        const entry = doc.getIn(issue.path as unknown[], true);
        for (const key of issue.keys) {
          const pair = isMap(entry)
            ? (entry.items as Pair[]).find((p) => isScalar(p.key) && p.key.value === key)
            : undefined;
          const guess = closest(key, known);
          problems.push({
            file,
            line: (pair && isScalar(pair.key) ? lineAt(pair.key.range?.[0]) : undefined) ?? nodeLine(issue.path),
            field: `${pathName(issue.path)}.${key}`,
            message: `unknown field${guess ? ` (did you mean ${guess}?)` : ''}; the fields of a document are ${known.join(', ')}`,
          });
        }
        continue;
      }
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          const guess = closest(key, [...NEWS_FRONT_MATTER_KEYS]);
          problems.push({
            file,
            line: keyLine(key),
            field: key,
            message: `unknown field${guess ? ` (did you mean ${guess}?)` : ''}; the fields are ${NEWS_FRONT_MATTER_KEYS.join(', ')}`,
          });
        }
        continue;
      }
      const field = String(issue.path[0] ?? '');
      // a missing field is named where it belongs: venue beside eventStart, others at the top
      const near = field && !pairOf(field) && issue.code === 'custom' ? RULE_ANCHORS[field] : undefined;
      const inDocument = ['attachments', 'people', 'programmes'].includes(field) && issue.path.length > 1;
      const line =
        (inDocument ? nodeLine(issue.path) : undefined) ??
        (field && pairOf(field) ? valueLine(field) : near && pairOf(near) ? valueLine(near) : split.yamlLine - 1);
      problems.push({
        file,
        line,
        field: (inDocument ? pathName(issue.path) : field) || undefined,
        message: issue.message,
      });
    }
    return { problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  }

  const frontMatter = result.data;
  const problems: NewsProblem[] = [];
  const banner = bannerProblem(options.staticDir, frontMatter.imgUrl, exists);
  if (banner) problems.push({ file, line: valueLine('imgUrl'), field: 'imgUrl', message: banner });
  if (!split.body.trim())
    problems.push({
      file,
      line: split.bodyLine,
      field: 'body',
      message: 'the Markdown body after the front matter is empty',
    });
  for (const image of bodyImages(split.body)) {
    const path = ownImagePath(image.src);
    if (path === undefined) continue; // absolute URLs and site paths are not ours to check
    const problem =
      path.includes('..') || !exists(join(options.staticDir, path))
        ? `the image public/static/${path} does not exist`
        : (imageFileProblem(join(options.staticDir, path)) ??
          (image.alt?.trim()
            ? altProblem(image.alt, path)
            : 'an image of the body must say what it shows: write its alt text, ![what it shows](…)'));
    if (problem) problems.push({ file, line: split.bodyLine + image.line, field: 'body', message: problem });
  }
  return problems.length ? { problems } : { frontMatter, body: split.body, lineOf: valueLine };
}

/**
 * The line of a field in a news file's text (1-based), by its path (['attachments', 0, 'file'], ['people', 1]);
 * undefined when the front matter cannot be read. The known files of a start are not parsed again, so a line is
 * found here when needed.
 */
export function frontMatterLine(text: string, path: readonly (string | number)[]): number | undefined {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return undefined;
  const end = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(l));
  if (end < 0) return undefined;
  const lineCounter = new LineCounter();
  const doc = parseDocument(lines.slice(1, end).join('\n'), { lineCounter });
  const node = doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | null | undefined;
  return node?.range ? lineCounter.linePos(node.range[0]).line + 1 : undefined;
}

function* markdownFiles(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* markdownFiles(dir, rel);
    else if (entry.name.endsWith('.md')) yield rel;
  }
}

/** The body of a file whose front matter is known to be valid. */
function bodyOf(bytes: Buffer): string {
  const split = splitFrontMatter(bytes.toString('utf8'));
  return 'error' in split ? '' : split.body;
}

export const contentHash = (sourcePath: string, bytes: Buffer | string) =>
  createHash('sha256').update(`${PARSER_VERSION}\n${RENDERER_VERSION}\n${sourcePath}\n`).update(bytes).digest('hex');

export interface ReadOptions {
  /** public/static: where imgUrl and body images must exist */
  staticDir: string;
  /**
   * Front matter that passed before, by content hash (from the database). Such files are not parsed again, which
   * matters for start-up at 10,000 items; the rules across files and the banner check still run.
   */
  known?: ReadonlyMap<string, NewsFrontMatter>;
}

/** Beyond each file: folder = displayDate's year, file name starts with newsId, ids unique. Sorted by newsId. */
export function readNewsDir(dir: string, options: ReadOptions): NewsSource[] {
  const { items, problems } = scanNewsDir(dir, options);
  if (problems.length) throw new NewsContentError(problems);
  return items;
}

export interface NewsScan {
  /** the valid items, sorted by newsId */
  items: NewsSource[];
  problems: NewsProblem[];
  /** how many .md files the folder holds, valid or not */
  files: number;
}

/** readNewsDir without throwing: the content check reports on the valid files beside the problems of the others. */
export function scanNewsDir(dir: string, options: ReadOptions): NewsScan {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    return {
      items: [],
      problems: [{ file: displayPath(dir), message: 'the news folder does not exist (check NEWS_DIR)' }],
      files: 0,
    };
  }
  if (!stat.isDirectory())
    return {
      items: [],
      problems: [{ file: displayPath(dir), message: 'the news folder is not a folder (check NEWS_DIR)' }],
      files: 0,
    };

  const seen = new Map<string, boolean>();
  const exists = (path: string) => {
    let hit = seen.get(path);
    if (hit === undefined) {
      hit = existsSync(path);
      seen.set(path, hit);
    }
    return hit;
  };
  const problems: NewsProblem[] = [];
  const items: NewsSource[] = [];
  const byId = new Map<number, string>();
  const withAttachments: { item: NewsSource; text: string }[] = [];

  let files = 0;
  for (const sourcePath of markdownFiles(dir)) {
    files += 1;
    const path = join(dir, sourcePath);
    const file = displayPath(path);
    const parts = sourcePath.split('/');
    const name = NEWS_FILE_NAME.exec(parts[parts.length - 1]!);
    if (parts.length !== 2 || !/^\d{4}$/.test(parts[0]!) || !name) {
      problems.push({
        file,
        message:
          'a news file must be named {YYYY}/{newsId}-{slug}.md, e.g. 2026/1234-portfolio-clinic.md (slug: lower-case ASCII words joined by -)',
      });
      continue;
    }
    const bytes = readFileSync(path);
    const hash = contentHash(sourcePath, bytes);
    const known = options.known?.get(hash);
    let fm: NewsFrontMatter;
    let body: string | undefined;
    let lineOf: (field: string) => number | undefined;
    if (known) {
      fm = known;
      const text = bytes.toString('utf8');
      lineOf = (field) => {
        const i = text.split(/\r?\n/).findIndex((l) => l.startsWith(`${field}:`));
        return i < 0 ? undefined : i + 1;
      };
      const banner = bannerProblem(options.staticDir, fm.imgUrl, exists);
      if (banner) {
        problems.push({ file, line: lineOf('imgUrl'), field: 'imgUrl', message: banner });
        continue;
      }
    } else {
      const parsed = parseNewsFile(bytes.toString('utf8'), file, { staticDir: options.staticDir, exists });
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      fm = parsed.frontMatter;
      body = parsed.body;
      lineOf = parsed.lineOf;
    }
    let ok = true;
    if (Number(name[1]) !== fm.newsId) {
      problems.push({
        file,
        line: lineOf('newsId'),
        field: 'newsId',
        message: `${fm.newsId} differs from the id in the file name (${name[1]}); the name must start with the newsId`,
      });
      ok = false;
    }
    if (fm.displayDate.slice(0, 4) !== parts[0]) {
      problems.push({
        file,
        line: lineOf('displayDate'),
        field: 'displayDate',
        message: `${fm.displayDate} is not in ${parts[0]}: move the file to the folder ${fm.displayDate.slice(0, 4)}/`,
      });
      ok = false;
    }
    const other = byId.get(fm.newsId);
    if (other) {
      problems.push({
        file,
        line: lineOf('newsId'),
        field: 'newsId',
        message: `${fm.newsId} is also the newsId of ${other}`,
      });
      ok = false;
    } else {
      byId.set(fm.newsId, file);
    }
    if (!ok) continue;
    const item: NewsSource = { sourcePath, file, frontMatter: fm, body: body ?? bodyOf(bytes), hash };
    items.push(item);
    if (fm.attachments) withAttachments.push({ item, text: bytes.toString('utf8') });
  }
  // the documents' files, known items' too (a file can change while its item does not), sniffed together
  const checked = checkAttachments(
    withAttachments.map(({ item }) => ({ attachments: item.frontMatter.attachments! })),
    options.staticDir,
  );
  withAttachments.forEach(({ item, text }, i) => {
    const result = checked[i]!;
    if ('ok' in result) item.attachments = result.ok;
    else {
      for (const { index, message } of result.problems)
        problems.push({
          file: item.file,
          line: frontMatterLine(text, ['attachments', index, 'file']),
          field: `attachments[${index}].file`,
          message,
        });
      items.splice(items.indexOf(item), 1);
    }
  });
  return { items: items.sort((a, b) => a.frontMatter.newsId - b.frontMatter.newsId), problems, files };
}
