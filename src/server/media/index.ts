import 'server-only';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRaster, MANIFEST_FILE, type CropName, type Media, type MediaMap } from '@/domain/media';
import { readSettings, serverEnv } from '@/config/settings';
import { readManifest, manifestKey, type ImageUse, type Manifest } from './store';

export { prepareMedia, writeManifest, type ImageUse, type Manifest, type Prepared } from './store';

/** The derivatives' folder, where public/static/_media is served from. */
export const MEDIA_DIR = join(process.cwd(), 'public', 'static', '_media');

/**
 * Which crop each image field of the department's content files fills (the slots that show it share one
 * ratio). News banners are `wide`, figures in a news body `natural` (src/server/newsContent.ts).
 */
export const CONTENT_IMAGE_FIELDS: Record<string, Record<string, CropName>> = {
  'home.json': { imageUrl: 'hero' },
  'about.json': { imageUrl: 'wide' },
  'courses/ba.json': { imageUrl: 'course', images: 'course' },
  'courses/ma.json': { imageUrl: 'course', images: 'course' },
  'schools/europe.json': { imageUrl: 'school' },
  'schools/asia.json': { imageUrl: 'school' },
  'people/fullTime.json': { imageUrl: 'portrait', fullImageUrl: 'portrait' },
  'people/partTime.json': { imageUrl: 'portrait', fullImageUrl: 'portrait' },
  'people/staff.json': { imageUrl: 'portrait', fullImageUrl: 'portrait' },
};
export const NEWS_BANNER_CROP: CropName = 'wide';
export const NEWS_FIGURE_CROP: CropName = 'natural';

/** Every object of a parsed content file, depth first. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

/** The image fields of one object of a content file: each reference with its crop. */
function fieldUses(object: Record<string, unknown>, fields: Record<string, CropName>): ImageUse[] {
  const uses: ImageUse[] = [];
  for (const [name, crop] of Object.entries(fields)) {
    const value = object[name];
    for (const ref of Array.isArray(value) ? value : [value]) if (typeof ref === 'string') uses.push({ ref, crop });
  }
  return uses;
}

/** The images a parsed content file shows, with their crops. */
export function contentImageUses(file: string, data: unknown): ImageUse[] {
  const fields = CONTENT_IMAGE_FIELDS[file];
  return fields ? [...objects(data)].flatMap((o) => fieldUses(o, fields)) : [];
}

let manifestFiles: string[] | undefined;
/** Where this process finds its build's manifest: the build's folder, then the data folder. */
const defaultManifests = () =>
  (manifestFiles ??= [
    resolve(readSettings(process.env).distDir, MANIFEST_FILE),
    join(serverEnv().dataDir, MANIFEST_FILE),
  ]);

let buildManifest: Manifest | undefined;
/**
 * This process's manifest. The build's own copy never changes, so once found it is kept (no file check per
 * image of every answer); the data folder's, which a development server or the editor's preview reads, may.
 */
function defaultManifest(): Manifest {
  if (buildManifest) return buildManifest;
  const files = defaultManifests();
  const manifest = readManifest(files);
  if (existsSync(files[0]!)) buildManifest = manifest;
  return manifest;
}

/** The descriptor of a raster image in a crop, from this build's manifest; undefined for SVG or an unknown image. */
export function mediaOf(ref: string, crop: CropName, dataDir?: string): Media | undefined {
  if (!isRaster(ref)) return undefined;
  const manifest = dataDir === undefined ? defaultManifest() : readManifest([join(dataDir, MANIFEST_FILE)]);
  return manifest.media[manifestKey({ ref, crop })];
}

/** The descriptors of a list of uses, as a record's `media`; undefined when none is a processed raster image. */
export function mediaMapOf(uses: readonly ImageUse[], dataDir?: string): MediaMap | undefined {
  let map: MediaMap | undefined;
  for (const use of uses) {
    const media = mediaOf(use.ref, use.crop, dataDir);
    if (media) (map ??= {})[use.ref] = media;
  }
  return map;
}

/**
 * A parsed content file with `media` on every object that shows raster images: what pages, the REST answers
 * and the panels read. The parsed data is the content check's own copy, so it is extended in place.
 */
export function withMedia<T>(file: string, data: T, dataDir?: string): T {
  const fields = CONTENT_IMAGE_FIELDS[file];
  if (!fields) return data;
  for (const object of objects(data)) {
    const media = mediaMapOf(fieldUses(object, fields), dataDir);
    if (media) object.media = media;
  }
  return data;
}
