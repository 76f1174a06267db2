import { imageSize } from 'image-size';

/** The image types the site takes: the raster types it processes, and SVG (sanitised, served as it is). */
export const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'svg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The extensions a file of each type may have (its name must not claim another type). */
export const IMAGE_TYPE_EXTENSIONS: Record<ImageType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  svg: ['svg'],
};

const FROM_IMAGE_SIZE: Record<string, ImageType> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', svg: 'svg' };
/** ISO-BMFF brands of HEIC/HEIF photos (an iPhone's default), which libvips here cannot decode. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export interface Sniffed {
  type: ImageType | 'heic' | undefined;
  /** as stored, before any EXIF orientation */
  width: number;
  height: number;
  /** EXIF orientation 1-8 (5-8 turn the picture sideways) */
  orientation: number;
}

/**
 * What an image file is, from its bytes (the signatures and headers image-size reads), never from its name;
 * nothing is decoded. `type` is one of IMAGE_TYPES, `heic` (a phone's format we cannot read), or undefined for
 * anything else.
 */
export function sniffImage(bytes: Uint8Array): Sniffed {
  const none: Sniffed = { type: undefined, width: 0, height: 0, orientation: 1 };
  const brand = bytes.length >= 12 ? new TextDecoder('latin1').decode(bytes.subarray(4, 12)) : '';
  if (brand.startsWith('ftyp') && HEIF_BRANDS.has(brand.slice(4)) && !hasAvifBrand(bytes))
    return { ...none, type: 'heic' };
  try {
    const found = imageSize(bytes);
    const type = found.type ? FROM_IMAGE_SIZE[found.type] : undefined;
    if (!type) return none;
    return { type, width: found.width ?? 0, height: found.height ?? 0, orientation: found.orientation ?? 1 };
  } catch {
    // an SVG without its size in its root element is still an SVG
    return SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 4096))) ? { ...none, type: 'svg' } : none;
  }
}

/** An SVG is text: an optional XML prolog, comments or doctype, then the `<svg` element. */
const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** An AVIF file may name mif1 as its major brand and avif among the compatible ones. */
function hasAvifBrand(bytes: Uint8Array): boolean {
  const size = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4)).getUint32(0);
  const box = new TextDecoder('latin1').decode(bytes.subarray(8, Math.min(bytes.length, size)));
  return /avi[fs]/.test(box);
}
