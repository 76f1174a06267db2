import * as z from './zod.ts';
import type { Sniffed } from './sniff.ts';

/*
 * Images as the site delivers them. A raster image the content names (`news/1007.jpg`) is never served as it
 * came: the content check makes derivatives of it (src/server/media) under `{ASSET_URL}/_media/`, cropped to
 * its slot's ratio around a focal point, at several widths, in AVIF with a JPEG (or, with transparency, PNG)
 * fallback, upright, in sRGB, without metadata. What a page needs to choose among them is a `Media`
 * descriptor; records that show images carry them in `media`, keyed by the image reference as the record holds
 * it. The project's SVG drawings are served as they are.
 */

/** The folder of the derivatives under the asset prefix (public/static/_media). */
export const MEDIA_FOLDER = '_media';
/**
 * The manifest of a build's images (which derivatives each use of an image has): written to DATA_DIR by the
 * content check, for the build, and copied into the build's folder by the post-build step, for its server.
 */
export const MANIFEST_FILE = 'media.json';

/** Widths made of each image, at most its crop's width and its kind's maximum. */
export const MEDIA_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const;

/**
 * How an image is cut for its slots: the ratio of every slot that shows it (width:height; null keeps the
 * image's own) and the widest derivative any slot needs (its widest layout at a 2× screen).
 */
export const CROPS = {
  /** news banners and cards, the About carousel */
  wide: { ratio: [16, 9], maxWidth: 1920 },
  /** portraits: directory cards and profiles */
  portrait: { ratio: [3, 4], maxWidth: 960 },
  /** course cards, banners, details and galleries */
  course: { ratio: [4, 3], maxWidth: 1600 },
  /** partner schools */
  school: { ratio: [8, 5], maxWidth: 1280 },
  /** the home page's banner (1600 × 544) */
  hero: { ratio: [50, 17], maxWidth: 2560 },
  /** figures in a news body: the picture as it was taken */
  natural: { ratio: null, maxWidth: 1600 },
} as const satisfies Record<string, { ratio: readonly [number, number] | null; maxWidth: number }>;
export type CropName = keyof typeof CROPS;

/** Focal point in percent of the width and height (from the left and the top). */
export interface Focus {
  x: number;
  y: number;
}

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;
/** Extensions an image reference may have: the raster types we process and SVG. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/** An image reference: a path under /static, and for a raster image an optional focal point, `news/1.jpg#focus=40,30`. */
export const IMAGE_REF = /^(?![/\\])(?!.*\.\.)[\w./-]+\.(?:svg|png|jpe?g|webp|avif)(?:#focus=\d{1,3},\d{1,3})?$/i;

/** The path and focal point of an image reference. */
export function parseImageRef(ref: string): { path: string; focus?: Focus } {
  const m = /^(.*?)#focus=(\d{1,3}),(\d{1,3})$/.exec(ref);
  if (!m) return { path: ref };
  return { path: m[1]!, focus: { x: Math.min(100, Number(m[2])), y: Math.min(100, Number(m[3])) } };
}

export const imageRef = (path: string, focus?: Focus) =>
  focus ? `${path}#focus=${Math.round(focus.x)},${Math.round(focus.y)}` : path;

/** Whether a path names a raster image (processed), rather than an SVG drawing (served as it is). */
export const isRaster = (path: string) => RASTER.test(parseImageRef(path).path);

export const mediaSchema = z.object({
  /** the derivatives' file stem: `_media/{key}-{width}.{avif|jpg|png}` */
  key: z.string().check(z.regex(/^[0-9a-f]{12}$/)),
  /** of the widest derivative: its proportions are the slot's */
  width: z.int(),
  height: z.int(),
  /** the derivatives' widths, ascending */
  widths: z.array(z.int()),
  fallback: z.enum(['jpg', 'png']),
  /** the dominant colour `#rrggbb` shown until the image comes; empty for an image with transparency */
  color: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The derivatives of a record's raster images, keyed by the image reference as the record holds it. */
export const mediaMapSchema = z.record(z.string(), mediaSchema);
export type MediaMap = z.infer<typeof mediaMapSchema>;

/** A record that shows photographs: their derivatives, added where the content is read (never in a content file). */
export interface WithMedia {
  media?: MediaMap;
}
/** The same in an API answer's schema (the content files' own schemas are strict and have no `media`). */
export const withMediaSchema = <T extends z.ZodMiniObject>(schema: T) =>
  z.extend(schema, { media: z.optional(mediaMapSchema) });

export const mediaFile = (media: Pick<Media, 'key'>, width: number, ext: 'avif' | 'jpg' | 'png') =>
  `${MEDIA_FOLDER}/${media.key}-${width}.${ext}`;

/**
 * A `srcset` of the derivatives in one format, under an asset prefix, for a slot at most `widest` device px wide:
 * the widths up to the first that covers it (a wider one is never chosen). The fallback format, for browsers
 * without AVIF, lists every other width from the widest down: at most twice the pixels they need, in half the
 * markup.
 */
export function mediaSrcset(media: Media, ext: 'avif' | 'jpg' | 'png', prefix: string, widest = Infinity): string {
  const upTo = media.widths.findIndex((w) => w >= widest);
  const used = upTo < 0 ? media.widths : media.widths.slice(0, upTo + 1);
  const listed = ext === 'avif' ? used : used.filter((_, i) => (used.length - 1 - i) % 2 === 0);
  return listed.map((w) => `${prefix}/${mediaFile(media, w, ext)} ${w}w`).join(', ');
}

/** The fallback derivative a plain `src` names (and what feeds, structured data and the API's imgUrl link). */
export const mediaSrc = (media: Media, prefix: string, maxWidth = 1280) => {
  const width = media.widths.filter((w) => w <= maxWidth).at(-1) ?? media.widths[0]!;
  return `${prefix}/${mediaFile(media, width, media.fallback)}`;
};

/**
 * The one address of a record's image (structured data, a share card): a photograph's fallback derivative, a
 * drawing's own path; `prefix` is the asset prefix (ASSET_URL). Without its derivatives a photograph is named by
 * its path (what the development server shows).
 */
export function imageSrc(ref: string, media: MediaMap | undefined, prefix: string): string {
  const found = media?.[ref];
  if (found) return mediaSrc(found, prefix);
  const { path } = parseImageRef(ref);
  return /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path) ? path : `${prefix}/${path}`;
}

/**
 * Placeholder colours are one of 64 (four levels a channel): a class per colour in the global styles, since
 * an inline style would need the CSP to allow it. `null` for an image with transparency.
 */
export const PLACEHOLDER_LEVELS = [0x22, 0x66, 0xaa, 0xee] as const;
export function placeholderClass(color: string): string | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return null;
  const level = (hex: string) => Math.min(3, Math.floor(parseInt(hex, 16) / 64));
  return `ph-${level(m[1]!)}${level(m[2]!)}${level(m[3]!)}`;
}

/** What an uploaded or committed image may be: bigger files and larger pixel counts are refused unread. */
export const MEDIA_LIMITS = {
  /** bytes of one file (a phone photo is 3-6 MB; a camera's raw-sized JPEG 15-25 MB) */
  maxBytes: 25 * 1024 * 1024,
  /** pixels of one image, read from its header before anything is decoded (100 MP; a decompression bomb has more) */
  maxPixels: 100_000_000,
  /** an original wider or taller than this is scaled down when the editor saves it */
  maxSide: 4000,
} as const;

/** Alt text longer than this is a description, which belongs in a caption or the text. */
export const ALT_MAX = 150;
const REDUNDANT_ALT = /^(?:an?\s+)?(?:image|photo|photograph|picture)\s+of\b|^(?:圖片|照片|相片)/i;

/**
 * Why an alt text does not say what its image shows; undefined when it may. A screen reader already says "image",
 * a file name says nothing, and more than ALT_MAX characters belongs in a caption.
 */
export function altProblem(alt: string, ref?: string): string | undefined {
  const text = alt.trim();
  const file = ref ? (parseImageRef(ref).path.split('/').pop() ?? '') : '';
  const stem = file.replace(/\.[a-z0-9]+$/i, '');
  if ([file, stem].some((name) => name && text.toLowerCase() === name.toLowerCase()))
    return `must say what the image shows, not its file name (${file})`;
  if (REDUNDANT_ALT.test(text))
    return 'must not start with "image of", "photo of" or 圖片: a screen reader already says it is an image';
  if ([...text].length > ALT_MAX)
    return `must be at most ${ALT_MAX} characters (it has ${[...text].length}): say what the image shows, and more in a caption`;
  return undefined;
}

/** An image's alt text: what the image shows, in one language (its file name is checked beside its reference). */
export const altText = (what = 'text') =>
  z.string({ error: (i) => (i.input === undefined ? 'is required' : `must be ${what}`) }).check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.superRefine((alt, ctx) => {
      const message = altProblem(alt);
      if (message) ctx.addIssue({ code: 'custom', message, input: alt });
    }),
  );

/** An image with `alt` and `subAlt`: neither may be its file name. */
export const altFileNameRule = z.superRefine((image: { imageUrl: string; alt: string; subAlt: string }, ctx) => {
  for (const field of ['alt', 'subAlt'] as const) {
    const message = altProblem(image[field], image.imageUrl);
    if (message?.includes('file name')) ctx.addIssue({ code: 'custom', path: [field], message, input: image[field] });
  }
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Why an image file cannot be taken, in both languages; undefined when it can. From what sniffImage read of its
 * bytes and its size: nothing is decoded. The editor asks it as a file is chosen, the content check of every file.
 */
export function imageProblem(sniffed: Sniffed, bytes: number): string | undefined {
  if (bytes > MEDIA_LIMITS.maxBytes)
    return `檔案超過 ${mb(MEDIA_LIMITS.maxBytes)}（${mb(bytes)}）/ the file is over ${mb(MEDIA_LIMITS.maxBytes)} (${mb(bytes)})`;
  if (sniffed.type === 'heic')
    return (
      '無法讀取 HEIC 照片：請先轉存為 JPEG（iPhone：設定 › 相機 › 格式 › 最相容）/ ' +
      'a HEIC photo cannot be read here: save it as JPEG first (iPhone: Settings › Camera › Formats › Most Compatible)'
    );
  if (!sniffed.type)
    return '不是可用的圖片（JPEG、PNG、WebP、AVIF 或 SVG）/ not an image we take (JPEG, PNG, WebP, AVIF or SVG)';
  const { width, height } = sniffed;
  if (sniffed.type !== 'svg' && width * height > MEDIA_LIMITS.maxPixels)
    return (
      `圖片像素過多（${width} × ${height}），上限 ${MEDIA_LIMITS.maxPixels / 1e6} 百萬像素 / ` +
      `the image has too many pixels (${width} × ${height}); at most ${MEDIA_LIMITS.maxPixels / 1e6} megapixels`
    );
  return undefined;
}

/** The largest rectangle of `ratio` inside width × height, centred on the focal point as far as the edges allow. */
export function cropRect(
  width: number,
  height: number,
  ratio: readonly [number, number] | null,
  focus: Focus,
): { left: number; top: number; width: number; height: number } {
  if (!ratio) return { left: 0, top: 0, width, height };
  const r = ratio[0] / ratio[1];
  const w = Math.min(width, Math.round(height * r));
  const h = Math.min(height, Math.round(w / r));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    left: clamp((focus.x / 100) * width - w / 2, width - w),
    top: clamp((focus.y / 100) * height - h / 2, height - h),
    width: w,
    height: h,
  };
}
