import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isRaster, MANIFEST_FILE, mediaSchema, parseImageRef, type CropName, type Media } from '@/domain/media';
import { deriveMedia, MediaError, mediaKey, sourceHash } from './process';

/*
 * The derivatives are kept in one folder (public/static/_media, outside git), named by what they are made of
 * (mediaKey: the source's bytes, its crop and focal point, the pipeline's version), each image's descriptor
 * beside them (`{key}.json`, written last). An image is processed the first time its key is seen and never
 * again: a publication with one new photograph processes that photograph. A build's manifest (media.json in
 * its data folder) says which descriptor each image of its content uses.
 */

/** One use of an image: a reference as the content holds it, and the crop of the slots it fills. */
export interface ImageUse {
  ref: string;
  crop: CropName;
}

/** The manifest's key of a use. */
export const manifestKey = (use: ImageUse) => `${use.crop}:${use.ref}`;

export interface Manifest {
  version: 1;
  media: Record<string, Media>;
}

export interface PrepareOptions {
  /** where image references point (public/static) */
  staticDir: string;
  /** the derivatives' folder (public/static/_media) */
  mediaDir: string;
}

export interface Prepared {
  manifest: Manifest;
  /** uses whose derivatives were made now */
  processed: number;
  /** uses whose derivatives were there already */
  kept: number;
  /** images that could not be processed, by reference */
  problems: { use: ImageUse; message: string }[];
}

interface SourceEntry {
  size: number;
  mtimeMs: number;
  hash: string;
}

/** The sources' hashes by path, size and time, so an unchanged file is not read again to be hashed. */
function sourceIndex(mediaDir: string) {
  const file = join(mediaDir, 'sources.json');
  let index: Record<string, SourceEntry> = {};
  try {
    index = JSON.parse(readFileSync(file, 'utf8')) as Record<string, SourceEntry>;
  } catch {
    /* none yet, or unreadable: hashed again */
  }
  let changed = false;
  return {
    hashOf(path: string, full: string): { hash: string; bytes?: Buffer } {
      const stat = statSync(full);
      const known = index[path];
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return { hash: known.hash };
      const bytes = readFileSync(full);
      const hash = sourceHash(bytes);
      index[path] = { size: stat.size, mtimeMs: stat.mtimeMs, hash };
      changed = true;
      return { hash, bytes };
    },
    save() {
      if (changed) writeJson(file, index);
    },
  };
}

function writeJson(file: string, value: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value)}\n`);
  renameSync(tmp, file);
}

/** A kept descriptor, or undefined when its image has not been processed (or its descriptor is unreadable). */
function keptMedia(mediaDir: string, key: string): Media | undefined {
  try {
    const parsed = mediaSchema.safeParse(JSON.parse(readFileSync(join(mediaDir, `${key}.json`), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes sure every raster image of `uses` has its derivatives, processing those seen for the first time, and
 * returns the manifest of them all. SVG references are left out (served as they are).
 */
export async function prepareMedia(uses: readonly ImageUse[], options: PrepareOptions): Promise<Prepared> {
  const { staticDir, mediaDir } = options;
  const index = sourceIndex(mediaDir);
  const manifest: Manifest = { version: 1, media: {} };
  const problems: Prepared['problems'] = [];
  let processed = 0;
  let kept = 0;
  const seen = new Set<string>();
  for (const use of uses) {
    const key = manifestKey(use);
    if (seen.has(key) || !isRaster(use.ref)) continue;
    seen.add(key);
    const { path, focus } = parseImageRef(use.ref);
    const full = join(staticDir, path);
    try {
      if (!existsSync(full)) throw new MediaError(`the image public/static/${path} does not exist`);
      const source = index.hashOf(path, full);
      const name = mediaKey(source.hash, use.crop, focus);
      let media = keptMedia(mediaDir, name);
      if (media) kept += 1;
      else {
        media = await deriveMedia(source.bytes ?? readFileSync(full), { crop: use.crop, focus, key: name }, mediaDir);
        writeJson(join(mediaDir, `${name}.json`), media);
        processed += 1;
      }
      manifest.media[key] = media;
    } catch (error) {
      problems.push({ use, message: (error as Error).message });
    }
  }
  index.save();
  return { manifest, processed, kept, problems };
}

export function writeManifest(dataDir: string, manifest: Manifest): void {
  writeJson(join(dataDir, MANIFEST_FILE), manifest);
}

let loaded: { file: string; mtimeMs: number; manifest: Manifest } | undefined;

/**
 * The manifest of the build: the first of `files` that exists (the build's own copy, then the data folder's),
 * read again when it changes (the editor's preview prepares new images while it runs). None, or an unreadable
 * one, has no media: images are then shown from their references, as before they were processed.
 */
export function readManifest(files: readonly string[]): Manifest {
  let file = files[files.length - 1]!;
  let mtimeMs = -1;
  for (const candidate of files) {
    try {
      mtimeMs = statSync(candidate).mtimeMs;
      file = candidate;
      break;
    } catch {
      /* not this one */
    }
  }
  if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.manifest;
  let manifest: Manifest = { version: 1, media: {} };
  if (mtimeMs >= 0) {
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    } catch (error) {
      console.error(`[media] ${file} is unreadable (${(error as Error).message}); images are shown unprocessed`);
    }
  }
  loaded = { file, mtimeMs, manifest };
  return manifest;
}
