import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  CROPS,
  cropRect,
  imageProblem,
  MEDIA_LIMITS,
  MEDIA_WIDTHS,
  type CropName,
  type Focus,
  type Media,
} from '@/domain/media';
import { sniffImage, type ImageType } from '@/domain/sniff';

/*
 * What the content check does to a raster image (sharp, libvips): read it only after its size and pixel count
 * pass, turn it upright (EXIF orientation), cut it to its slot's ratio around a focal point, convert it to sRGB
 * and write it at several widths as AVIF and JPEG (PNG when it has transparency), with no metadata at all: no
 * EXIF (GPS position, camera, serial number), XMP, IPTC or ICC profile.
 */

/** Changes whenever the derivatives would come out differently: a new version makes every image again. */
export const PIPELINE_VERSION = 'media-1:avif-q50-e2:jpeg-q75-moz:png-9';

const AVIF = { quality: 50, effort: 2 } as const;
const JPEG = { quality: 75, mozjpeg: true } as const;
const PNG = { compressionLevel: 9, adaptiveFiltering: true } as const;

/** A file that is not an image we can take, with the reason in both languages. */
export class MediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

export interface ImageInfo {
  type: ImageType;
  /** upright, as the image is shown */
  width: number;
  height: number;
  hasMetadata: boolean;
}

/**
 * The type and upright size of an image file, from its bytes and header only (nothing is decoded); throws a
 * MediaError for a file that is too big, not an image, an image we cannot read (HEIC), or too many pixels.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo> {
  const sniffed = sniffImage(bytes);
  const problem = imageProblem(sniffed, bytes.length);
  if (problem) throw new MediaError(problem);
  const type = sniffed.type as ImageType;
  if (type === 'svg') return { type, width: sniffed.width, height: sniffed.height, hasMetadata: false };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels }).metadata();
  } catch (error) {
    throw new MediaError(`圖片無法讀取 / the image cannot be read (${(error as Error).message})`);
  }
  const sideways = sniffed.orientation >= 5;
  return {
    type,
    width: sideways ? sniffed.height : sniffed.width,
    height: sideways ? sniffed.width : sniffed.height,
    hasMetadata: Boolean(meta.exif || meta.xmp || meta.iptc),
  };
}

const open = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error' }).rotate().toColourspace('srgb');

/**
 * Where an image's subject is when the editor named no focal point: libvips' attention strategy (the region of
 * strongest detail, saturation and skin tones), found on a small copy.
 */
async function attentionFocus(bytes: Buffer, width: number, height: number, crop: CropName): Promise<Focus> {
  const ratio = CROPS[crop].ratio;
  if (!ratio) return { x: 50, y: 50 };
  const { info } = await open(bytes)
    .resize({ width: 480, height: Math.round((480 * ratio[1]) / ratio[0]), fit: 'cover', position: 'attention' })
    .toBuffer({ resolveWithObject: true });
  const { attentionX, attentionY } = info as OutputInfo & { attentionX?: number; attentionY?: number };
  if (attentionX === undefined || attentionY === undefined) return { x: 50, y: 50 };
  return { x: (attentionX / width) * 100, y: (attentionY / height) * 100 };
}

/** The focal point libvips' attention strategy finds for a crop, rounded to whole percents (the editor offers it). */
export async function suggestFocus(bytes: Buffer, crop: CropName): Promise<Focus> {
  const info = await inspectImage(bytes);
  if (info.type === 'svg') return { x: 50, y: 50 };
  const { x, y } = await attentionFocus(bytes, info.width, info.height, crop);
  return { x: Math.round(x), y: Math.round(y) };
}

/** The name of an image's derivatives: its bytes, its crop and focal point, and how they are made. */
export function mediaKey(sourceHash: string, crop: CropName, focus: Focus | undefined): string {
  const spot = focus ? `${Math.round(focus.x)},${Math.round(focus.y)}` : 'auto';
  return createHash('sha256').update(`${PIPELINE_VERSION}|${sourceHash}|${crop}|${spot}`).digest('hex').slice(0, 12);
}

export const sourceHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Writes through a temporary name, so a reader never sees half a file. */
function writeAtomic(file: string, data: Buffer | string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Makes the derivatives of one image for one crop in `outDir` (`{key}-{width}.avif` and `.jpg`/`.png`) and
 * returns its descriptor. `key` is mediaKey's for the same bytes, crop and focus.
 */
export async function deriveMedia(
  bytes: Buffer,
  { crop, focus, key }: { crop: CropName; focus?: Focus; key: string },
  outDir: string,
): Promise<Media> {
  const info = await inspectImage(bytes);
  if (info.type === 'svg') throw new MediaError('an SVG drawing is served as it is, not derived');
  const at = focus ?? (await attentionFocus(bytes, info.width, info.height, crop));
  const rect = cropRect(info.width, info.height, CROPS[crop].ratio, at);
  const widest = Math.min(rect.width, CROPS[crop].maxWidth);
  // one decode: the crop at its widest, kept raw, from which every width is made
  const { data, info: raw } = await open(bytes)
    .extract(rect)
    .resize({ width: widest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const stats = await fromRaw().stats();
  const transparent = raw.channels === 4 && !stats.isOpaque;
  const fallback = transparent ? 'png' : 'jpg';
  const widths = [...MEDIA_WIDTHS.filter((w) => w < widest), widest];
  mkdirSync(outDir, { recursive: true });
  for (const width of widths) {
    const resized = () => (width === widest ? fromRaw() : fromRaw().resize({ width }));
    writeAtomic(join(outDir, `${key}-${width}.avif`), await resized().avif(AVIF).toBuffer());
    const flat = transparent ? resized().png(PNG) : resized().flatten({ background: '#ffffff' }).jpeg(JPEG);
    writeAtomic(join(outDir, `${key}-${width}.${fallback}`), await flat.toBuffer());
  }
  const { r, g, b } = stats.dominant;
  const hex = (v: number) => v.toString(16).padStart(2, '0');
  return {
    key,
    width: raw.width,
    height: raw.height,
    widths,
    fallback,
    color: transparent ? '' : `#${hex(r)}${hex(g)}${hex(b)}`,
  };
}

/**
 * An original as the editor stores it: upright, at most MEDIA_LIMITS.maxSide on its longer side, without its
 * metadata (a photo's GPS position must not reach the repository either). Returned unchanged when it is
 * already so (no second JPEG generation for nothing).
 */
export async function storableOriginal(bytes: Buffer): Promise<{ bytes: Buffer; scaled: boolean; stripped: boolean }> {
  const info = await inspectImage(bytes);
  if (info.type === 'svg') return { bytes, scaled: false, stripped: false };
  const scale = Math.max(info.width, info.height) > MEDIA_LIMITS.maxSide;
  if (!scale && !info.hasMetadata) return { bytes, scaled: false, stripped: false };
  let image = open(bytes);
  if (scale) image = image.resize({ width: MEDIA_LIMITS.maxSide, height: MEDIA_LIMITS.maxSide, fit: 'inside' });
  const out =
    info.type === 'png'
      ? image.png(PNG)
      : info.type === 'webp'
        ? image.webp({ quality: 90 })
        : info.type === 'avif'
          ? image.avif({ quality: 70 })
          : image.jpeg({ quality: 90, mozjpeg: true });
  return { bytes: await out.toBuffer(), scaled: scale, stripped: info.hasMetadata };
}
