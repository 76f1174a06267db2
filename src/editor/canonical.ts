import type { ComponentSchema } from '@keystatic/core';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';
import config from './config';

/*
 * The form in which the editor writes a content file, computed the way Keystatic does on a save:
 * every value read by its field and written back (keys in the form's order, empty ones left out),
 * front matter dumped by js-yaml between `---` lines, JSON with two spaces and a final newline.
 * A file in this form is saved byte for byte unchanged when its entry is saved unchanged.
 */

type Stored = unknown;

const FRONT_MATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

function rewrite(schema: ComponentSchema, value: Stored, slug: string | undefined, topLevelSlugField?: string): Stored {
  if (schema.kind === 'object') {
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
      throw new Error('must be an object');
    const record = (value ?? {}) as Record<string, Stored>;
    const unknown = Object.keys(record).filter((key) => !(key in schema.fields));
    if (unknown.length) throw new Error(`unknown key ${unknown.join(', ')}`);
    const out: Record<string, Stored> = {};
    for (const [key, field] of Object.entries(schema.fields)) {
      const written =
        key === topLevelSlugField && field.kind === 'form' && field.formKind === 'slug'
          ? field.serializeWithSlug(field.parse(record[key] as never, { slug: slug! }) as never).value
          : rewrite(field, record[key], slug);
      if (written !== undefined) out[key] = written;
    }
    return out;
  }
  if (schema.kind === 'array') {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new Error('must be a list');
    return value.map((element) => rewrite(schema.element, element === null ? undefined : element, slug) ?? null);
  }
  if (schema.kind !== 'form') throw new Error(`no canonical form for a ${schema.kind} field`);
  const stored = (value === null ? undefined : value) as never;
  switch (schema.formKind) {
    case undefined:
      return schema.serialize(schema.parse(stored)).value;
    case 'asset':
      return schema.serialize(schema.parse(stored, { asset: undefined, slug }), {
        slug,
        suggestedFilenamePrefix: undefined,
      }).value;
    case 'assets':
      return schema.serialize(schema.parse(stored, { other: new Map(), external: new Map(), slug }), { slug }).value;
    case 'content':
      return undefined; // the body: written after the front matter
    default:
      throw new Error(`no canonical form for a ${schema.formKind} field`);
  }
}

const newsSchema = config.collections!.news!.schema as Record<string, ComponentSchema>;

/** A news file (content/news/{slug}.md) as the editor writes it: the front matter re-written, the body as it is. */
export function canonicalNewsFile(text: string, slug: string): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('no front matter');
  const data = load(match[1] ?? '');
  const front = rewrite({ kind: 'object', fields: newsSchema } as ComponentSchema, data, slug, 'newsId');
  const body = newsSchema.body!;
  if (body.kind !== 'form' || body.formKind !== 'content') throw new Error('the news body is not a content field');
  const content = new TextEncoder().encode(text.slice(match[0].length));
  const written = body.serialize(
    body.parse(undefined as never, { content, other: new Map(), external: new Map(), slug }),
    {
      slug,
    },
  );
  return `---\n${dump(front)}---\n${new TextDecoder().decode(written.content)}`;
}

/** The singletons that are files: their path (without .json) and form. */
export const singletonFiles = Object.entries(config.singletons!).map(([name, singleton]) => ({
  name,
  path: `${singleton.path!}.json`,
  schema: singleton.schema as Record<string, ComponentSchema>,
}));

/** A JSON content file as the editor writes it. */
export function canonicalJsonFile(text: string, schema: Record<string, ComponentSchema>): string {
  const data = JSON.parse(text) as Stored;
  return `${JSON.stringify(rewrite({ kind: 'object', fields: schema } as ComponentSchema, data, undefined), null, 2)}\n`;
}

/** Every news file under a folder ({YYYY}/{newsId}-{name}.md), as full paths in name order. */
export const newsFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .sort()
    .map((path) => join(dir, path));
