/* The values of the editor's own fields, and the pure rules on them (browser and server). */
// relative, with its extension: scripts/editor-ui.mjs imports this module in plain Node
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, formatFileSize } from '../domain/news.ts';

export interface ImageValue {
  /** the path under public/static the file names, like news/1007.svg */
  path: string;
  upload?: { data: Uint8Array; name: string };
}

/** A file name safe in an address: lower case, ASCII letters, digits and dashes, with its extension. */
export function uploadName(original: string, stamp = Date.now()): string {
  const dot = original.lastIndexOf('.');
  const ext = (dot > 0 ? original.slice(dot + 1) : 'png').toLowerCase().replace(/[^a-z0-9]/g, '');
  const stem =
    (dot > 0 ? original.slice(0, dot) : original)
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image';
  return `${stem}-${stamp.toString(36)}.${ext}`;
}

/** One document of a news item in the form: a file already under public/static, or one uploaded now. */
export interface AttachmentValue {
  /** the path under public/static, like attachments/1007/application-form.pdf; '' for an upload not yet saved */
  file: string;
  label: string;
  subLabel: string;
  upload?: { data: Uint8Array; name: string };
}

/**
 * The safe name of an uploaded document (lower-case ASCII words joined by dashes, its extension), not one of
 * `taken`: 申請表 Form.PDF -> form.pdf, a second one form-2.pdf; a name of no such words is `attachment`.
 */
export function attachmentName(original: string, taken: ReadonlySet<string> = new Set()): string {
  const dot = original.lastIndexOf('.');
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
  const stem =
    (dot > 0 ? original.slice(0, dot) : original)
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'attachment';
  let name = `${stem}.${ext}`;
  for (let n = 2; taken.has(name); n += 1) name = `${stem}-${n}.${ext}`;
  return name;
}

/** Why a chosen file cannot be attached, by its name and size, in both languages; undefined when it can. */
export function attachmentUploadProblem(name: string, size: number): string | undefined {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext))
    return `只能附加 PDF、DOCX、XLSX、PPTX、ODT 或 ZIP 檔（${name}） / Only PDF, DOCX, XLSX, PPTX, ODT or ZIP files can be attached (${name})`;
  if (size > ATTACHMENT_MAX_BYTES)
    return `附件不可超過 ${formatFileSize(ATTACHMENT_MAX_BYTES)}（${name} 為 ${formatFileSize(size)}） / An attachment must be at most ${formatFileSize(ATTACHMENT_MAX_BYTES)} (${name} is ${formatFileSize(size)})`;
  return undefined;
}

/** The documents' file names the list uses (of its files and its uploads), for a new upload's name. */
export const attachmentNames = (list: readonly AttachmentValue[]): Set<string> =>
  new Set(list.map((a) => a.upload?.name ?? a.file.split('/').pop() ?? ''));

export interface BodyValue {
  zh: string;
  en: string;
  /** the file's body as read, written back as it was when neither part changed */
  raw?: string;
}

const OPEN_EN = '<section lang="en">';
const CLOSE_EN = '</section>';

/** The Markdown body of a news file: the Chinese text, then the English in `<section lang="en">`. */
export function splitBody(raw: string): BodyValue {
  const open = raw.indexOf(OPEN_EN);
  if (open === -1) return { zh: raw.trim(), en: '', raw };
  const close = raw.lastIndexOf(CLOSE_EN);
  const en = raw.slice(open + OPEN_EN.length, close > open ? close : undefined);
  return { zh: raw.slice(0, open).trim(), en: en.trim(), raw };
}

export function joinBody(value: BodyValue): string {
  const original = value.raw === undefined ? undefined : splitBody(value.raw);
  if (original && original.zh === value.zh && original.en === value.en) return value.raw!;
  const en = value.en.trim() ? `\n${OPEN_EN}\n\n${value.en.trim()}\n\n${CLOSE_EN}\n` : '';
  return `\n${value.zh.trim()}\n${en}`;
}

export interface NewsPlace {
  newsId: string;
  year: string;
  /** the file name after the id: 1007-open-day.md has `open-day` */
  name: string;
}

export const newsSlug = (place: NewsPlace) => `${place.year}/${place.newsId}-${place.name}`;

export function parseNewsSlug(slug: string): NewsPlace | undefined {
  const m = /^(\d{4})\/(\d+)-(.+)$/.exec(slug);
  return m ? { year: m[1]!, newsId: m[2]!, name: m[3]! } : undefined;
}

/** The file name of the editor's browser bundle (scripts/editor-ui.mjs builds it, src/editor/page.ts serves it). */
export const EDITOR_UI_FILE = 'editor-ui.js';
