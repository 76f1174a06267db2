import type {
  AssetFormField,
  AssetsFormField,
  BasicFormField,
  ContentFormField,
  FormFieldStoredValue,
  SlugFormField,
} from '@keystatic/core';
import { fields } from '@keystatic/core';
import type * as z from '@/domain/zod';
import { imageRef, parseImageRef, type CropName } from '@/domain/media';
import {
  AttachmentsInput,
  BodyInput,
  ChoiceInput,
  FlagInput,
  GroupInput,
  ImageInput,
  LeafInput,
  NewsPlaceInput,
} from './inputs';
import { label as fieldLabel } from './labels';
import { bilingualMessage } from './messages';
import {
  joinBody,
  newsSlug,
  parseNewsSlug,
  splitBody,
  type AttachmentValue,
  type BodyValue,
  type ImageValue,
  type NewsPlace,
} from './values';

/*
 * The editor's fields. Each one is checked by the zod schema the build uses for that value (src/domain),
 * keeps what it read when nothing changed (so a save without a change writes the same bytes), and
 * leaves an empty optional value out of the file.
 */

type Kind = 'text' | 'multiline' | 'integer' | 'date';

interface LeafOptions {
  label?: string;
  description?: string;
  /** multiline text, a whole number, or a date (YAML reads 2026-11-17 as a Date; it stays YYYY-MM-DD) */
  kind?: Kind;
  /** one of a Chinese/English pair, shown side by side with the other on a wide screen */
  half?: boolean;
}

/** The first problem zod finds with a value, in both languages; undefined when it passes. */
export function problemWith(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : bilingualMessage(result.error.issues[0]?.message ?? 'is not valid');
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateString = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function toText(value: FormFieldStoredValue): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return dateString(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An empty value is left out of the file, unless the field must be there (a course's `desc` may be ""). */
function stored(kind: Kind, value: string, optional = true): FormFieldStoredValue {
  if (value === '') return optional ? undefined : '';
  if (kind === 'integer' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return value;
}

/** A value the file must have (its schema refuses it left out). */
const isRequired = (schema: z.ZodMiniType) => !schema.safeParse(undefined).success;

function check<T>(problem: string | undefined, value: T): T {
  if (problem) throw new Error(problem);
  return value;
}

/** A text, number or date value of a content file, checked by its zod schema. */
export function leaf(name: string, schema: z.ZodMiniType, options: LeafOptions = {}): BasicFormField<string> {
  const kind = options.kind ?? 'text';
  const label = options.label ?? fieldLabel(name);
  const required = isRequired(schema);
  const value = (text: string) => stored(kind, text, !required);
  return {
    kind: 'form',
    label,
    Input: (props) => (
      <LeafInput
        {...props}
        label={label}
        description={options.description}
        required={required && !!problemWith(schema, '')}
        multiline={kind === 'multiline'}
        half={options.half}
        problem={problemWith(schema, value(props.value))}
      />
    ),
    defaultValue: () => '',
    parse: toText,
    serialize: (text) => ({ value: value(text) }),
    validate: (text) => check(problemWith(schema, value(text)), text),
    reader: { parse: toText },
  };
}

/**
 * A list of short values, one per line (session dates, cities). An empty list is left out of the file; with
 * `scalarWhenOne`, a single value is written as itself rather than as a list of one.
 */
export function lines(
  name: string,
  schema: z.ZodMiniType,
  options: { description?: string; half?: boolean; scalarWhenOne?: boolean } = {},
): BasicFormField<string> {
  const label = fieldLabel(name);
  const required = isRequired(schema);
  const value = (text: string): FormFieldStoredValue => {
    const items = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (items.length === 0) return undefined;
    return options.scalarWhenOne && items.length === 1 ? items[0] : items;
  };
  const parse = (stored: FormFieldStoredValue) =>
    Array.isArray(stored) ? stored.map((item) => toText(item as FormFieldStoredValue)).join('\n') : toText(stored);
  return {
    kind: 'form',
    label,
    Input: (props) => (
      <LeafInput
        {...props}
        label={label}
        description={options.description}
        required={required}
        multiline
        half={options.half}
        problem={problemWith(schema, value(props.value))}
      />
    ),
    defaultValue: () => '',
    parse,
    serialize: (text) => ({ value: value(text) }),
    validate: (text) => check(problemWith(schema, value(text)), text),
    reader: { parse },
  };
}

/** Keystatic's multiselect, but left out of the file when nothing is ticked (its own writes an empty list). */
export function optionalMultiselect(options: Parameters<typeof fields.multiselect>[0]) {
  const field = fields.multiselect(options);
  return {
    ...field,
    serialize: (value: readonly string[]) => ({ value: value.length ? [...value] : undefined }),
  } satisfies typeof field;
}

/** The first problem zod finds with a group's value, the key it is about, in both languages. */
function groupProblem(schema: z.ZodMiniType, value: unknown): { key?: string; text: string } | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const key = issue?.path[0];
  return { key: typeof key === 'string' ? key : undefined, text: bilingualMessage(issue?.message ?? 'is not valid') };
}

/**
 * An optional group of values stored as one object (the MA's bridging credits): left out of the file when every
 * value is empty, else checked whole by its schema. Keystatic's object field would write `{}` for a file without it.
 */
export function optionalGroup(
  name: string,
  schema: z.ZodMiniType,
  parts: readonly { key: string; kind?: 'text' | 'integer'; half?: boolean }[],
  description?: string,
): BasicFormField<Record<string, string>> {
  const label = fieldLabel(name);
  const value = (texts: Record<string, string>): FormFieldStoredValue => {
    if (parts.every((p) => !(texts[p.key] ?? '').trim())) return undefined;
    const out: Record<string, FormFieldStoredValue> = {};
    for (const p of parts) {
      const v = stored(p.kind ?? 'text', (texts[p.key] ?? '').trim());
      if (v !== undefined) out[p.key] = v;
    }
    return out as FormFieldStoredValue;
  };
  const parse = (input: FormFieldStoredValue): Record<string, string> => {
    const record =
      input && typeof input === 'object' && !Array.isArray(input) && !(input instanceof Date)
        ? (input as Record<string, FormFieldStoredValue>)
        : {};
    return Object.fromEntries(parts.map((p) => [p.key, toText(record[p.key])]));
  };
  const fields = parts.map((p) => ({ key: p.key, label: fieldLabel(p.key), half: p.half }));
  return {
    kind: 'form',
    label,
    Input: (props) => (
      <GroupInput
        {...props}
        label={label}
        description={description}
        parts={fields}
        problem={groupProblem(schema, value(props.value))}
      />
    ),
    defaultValue: () => parse(undefined),
    parse,
    serialize: (texts) => ({ value: value(texts) }),
    validate: (texts) => check(groupProblem(schema, value(texts))?.text, texts),
    reader: { parse },
  };
}

/** true or left out (a false value means the same as none). */
export function flag(name: string, description?: string): BasicFormField<boolean> {
  const label = fieldLabel(name);
  return {
    kind: 'form',
    label,
    Input: (props) => <FlagInput {...props} label={label} description={description} />,
    defaultValue: () => false,
    parse: (value) => value === true,
    serialize: (value) => ({ value: value ? true : undefined }),
    validate: (value) => value,
    reader: { parse: (value) => value === true },
  };
}

/** One of a fixed list of values. */
export function choice(
  name: string,
  options: readonly { value: string; label: string }[],
  schema: z.ZodMiniType,
  description?: string,
): BasicFormField<string> {
  const label = fieldLabel(name);
  return {
    kind: 'form',
    label,
    Input: (props) => (
      <ChoiceInput
        {...props}
        label={label}
        description={description}
        options={options}
        required={isRequired(schema)}
        problem={problemWith(schema, props.value || undefined)}
      />
    ),
    defaultValue: () => '',
    parse: toText,
    serialize: (value) => ({ value: value || undefined }),
    validate: (value) => check(problemWith(schema, value || undefined), value),
    reader: { parse: toText },
  };
}

/**
 * An image path under public/static. Existing images are shown from the site and never loaded or
 * tracked by the editor, so a save can never delete one; an upload is written beside the others in
 * `directory` (in the entry's own folder for news) and the path follows it.
 */
export function image(
  name: string,
  schema: z.ZodMiniType,
  {
    directory,
    publicPath,
    crop,
    focusUrl,
  }: { directory: string; publicPath: string; crop: CropName; focusUrl: string },
): AssetFormField<ImageValue, ImageValue, string> {
  const label = fieldLabel(name);
  const required = isRequired(schema);
  return {
    kind: 'form',
    formKind: 'asset',
    label,
    directory,
    Input: (props) => (
      <ImageInput
        {...props}
        label={label}
        required={required}
        publicPath={publicPath}
        crop={crop}
        focusUrl={focusUrl}
        problem={problemWith(schema, props.value.path || undefined)}
      />
    ),
    defaultValue: () => ({ path: '' }),
    filename: () => undefined,
    parse: (value) => ({ path: toText(value) }),
    serialize(value, { slug }) {
      if (!value.upload) return { value: value.path || undefined, asset: undefined };
      // the focal point chosen for the upload stays with its new path
      const { focus } = parseImageRef(value.path);
      return {
        value: imageRef(`${publicPath}${slug ? `${slug}/` : ''}${value.upload.name}`, focus),
        asset: { content: value.upload.data, filename: value.upload.name },
      };
    },
    validate: (value) => check(problemWith(schema, value.path || undefined), value),
    reader: { parse: toText },
  };
}

/**
 * Where Keystatic writes an entry's uploaded documents: {this}/{YYYY}/{newsId}-{name}/{file}. The editor's server
 * moves them to attachments/{newsId}/{file}, the place the front matter names (placeAttachments).
 */
export const ATTACHMENT_DIRECTORY = 'public/static/attachments';

/** The documents as the file writes them; an upload is named by its item's id (`0` until the item has a place). */
function storedAttachments(list: readonly AttachmentValue[], newsId = '0'): FormFieldStoredValue {
  if (!list.length) return undefined;
  return list.map((a) => ({
    file: a.upload ? `attachments/${newsId}/${a.upload.name}` : a.file,
    label: a.label,
    subLabel: a.subLabel,
  })) as FormFieldStoredValue;
}

function parseAttachments(value: FormFieldStoredValue): AttachmentValue[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const record =
      entry && typeof entry === 'object' && !Array.isArray(entry) && !(entry instanceof Date)
        ? (entry as Record<string, FormFieldStoredValue>)
        : {};
    return { file: toText(record.file), label: toText(record.label), subLabel: toText(record.subLabel) };
  });
}

/** The first problem of a list of documents: the document and the key it is about, in both languages. */
export function attachmentsProblem(
  schema: z.ZodMiniType,
  list: readonly AttachmentValue[],
): { index?: number; key?: string; text: string } | undefined {
  const result = schema.safeParse(storedAttachments(list));
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const [index, key] = issue?.path ?? [];
  return {
    index: typeof index === 'number' ? index : undefined,
    key: typeof key === 'string' ? key : undefined,
    text: bilingualMessage(issue?.message ?? 'is not valid'),
  };
}

/**
 * A news item's documents: each a file (one already under public/static, or uploaded now) with its label in both
 * languages. An empty list is left out of the file. Uploads go with the save to ATTACHMENT_DIRECTORY, and the
 * path written is attachments/{newsId}/{file}; the content check reads their bytes on the server before anything
 * is written. Files are never deleted.
 */
export function attachments(
  name: string,
  schema: z.ZodMiniType,
): AssetsFormField<AttachmentValue[], AttachmentValue[], AttachmentValue[]> {
  const label = fieldLabel(name);
  return {
    kind: 'form',
    formKind: 'assets',
    directories: [ATTACHMENT_DIRECTORY],
    Input: (props) => <AttachmentsInput {...props} label={label} problem={attachmentsProblem(schema, props.value)} />,
    defaultValue: () => [],
    parse: (value) => parseAttachments(value),
    serialize(list, { slug }) {
      const uploads = new Map(list.flatMap((a) => (a.upload ? [[a.upload.name, a.upload.data] as const] : [])));
      return {
        value: storedAttachments(list, (slug && parseNewsSlug(slug)?.newsId) || undefined),
        other: new Map(),
        external: uploads.size ? new Map([[ATTACHMENT_DIRECTORY, uploads]]) : new Map(),
      };
    },
    validate: (list) => check(attachmentsProblem(schema, list)?.text, list),
    reader: { parse: (value) => parseAttachments(value) },
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bodyProblem = (value: BodyValue) => (value.zh.trim() ? undefined : bilingualMessage('must not be empty'));

/** The body of a news file: Chinese and English side by side, as Markdown. */
export function newsBody(): ContentFormField<BodyValue, BodyValue, string> {
  return {
    kind: 'form',
    formKind: 'content',
    contentExtension: '.md',
    Input: (props) => <BodyInput {...props} problem={bodyProblem(props.value)} />,
    defaultValue: () => ({ zh: '', en: '' }),
    parse: (_value, { content }) => splitBody(content ? decoder.decode(content) : ''),
    serialize: (value) => ({
      value: undefined,
      content: encoder.encode(joinBody(value)),
      other: new Map(),
      external: new Map(),
    }),
    validate: (value) => check(bodyProblem(value), value),
    reader: { parse: (_value, { content }) => (content ? decoder.decode(content) : '') },
  };
}

/** The problem with a news item's place (content/news/{YYYY}/{newsId}-{name}.md) among the others. */
export function placeProblem(place: NewsPlace, others: Iterable<string>): string | undefined {
  if (!/^[1-9]\d*$/.test(place.newsId)) return bilingualMessage('must be a whole number');
  if (!/^\d{4}$/.test(place.year)) return '年份資料夾須為年份，例如 2026 / the year folder must be a year like 2026';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(place.name))
    return '檔名只能用小寫英文、數字與連字號 / the file name takes lower-case letters, digits and dashes';
  for (const slug of others) {
    const other = parseNewsSlug(slug);
    if (other?.newsId === place.newsId && slug !== newsSlug(place))
      return `編號 ${place.newsId} 已被 ${slug} 使用 / newsId ${place.newsId} is already used by ${slug}`;
  }
  return undefined;
}

/**
 * `newsId`, which also names the file: content/news/{YYYY}/{newsId}-{name}.md. A new item gets the
 * next free id from the editor's server and this year's folder.
 */
export function newsIdField(nextIdUrl: string): SlugFormField<NewsPlace, NewsPlace, number, number> {
  const label = fieldLabel('newsId');
  const blank = (): NewsPlace => ({ newsId: '', year: String(new Date().getFullYear()), name: '' });
  return {
    kind: 'form',
    formKind: 'slug',
    label,
    Input: (props) => (
      <NewsPlaceInput {...props} label={label} nextIdUrl={nextIdUrl} problem={placeProblem(props.value, [])} />
    ),
    defaultValue: blank,
    parse(value, extra) {
      const place = extra?.slug ? parseNewsSlug(extra.slug) : undefined;
      return { ...(place ?? blank()), newsId: toText(value) || (place?.newsId ?? '') };
    },
    serialize: (value) => ({ value: stored('integer', value.newsId) }),
    serializeWithSlug: (value) => ({ slug: newsSlug(value), value: stored('integer', value.newsId) }),
    validate: (value, extra) => check(placeProblem(value, extra?.slugField.slugs ?? []), value),
    reader: { parse: (value) => Number(value), parseWithSlug: (value) => Number(value) },
  };
}
