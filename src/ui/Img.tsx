import { mediaSrc, mediaSrcset, placeholderClass, type Media, type MediaMap } from '@/domain/media';
import { config } from '@/config/appConfig';
import { assetUrl } from '@/lib/url';
import { SIZES, WIDEST } from '@/lib/imageSlots';
import type { SlotName } from '@/lib/imageSizes';

export interface ImgProps {
  /** an image reference of the content (`people/3.jpg`), or a URL (`/static/news/3.svg`) */
  src: string;
  alt: string;
  /** the drawing's proportions; a photograph's come from its derivatives */
  width: number;
  height: number;
  /** the derivatives of the record's photographs, by reference (src/domain/media.ts) */
  media?: MediaMap;
  /** the slot it is shown in: its width at each breakpoint, for the browser to choose a derivative (`sizes`) */
  slot?: SlotName;
  className?: string;
  /**
   * The page's largest image: fetched first, never lazily (the post-build step preloads it in the page's HTML:
   * serve/preloadImage.mjs).
   */
  priority?: boolean;
  /** Fetched with the page, not when scrolled near: an image that must also be there in print. */
  eager?: boolean;
  'data-testid'?: string;
}

/**
 * An image of the content. A photograph is a `<picture>` of its derivatives: AVIF, then its JPEG (or PNG) at
 * the same widths, chosen by `sizes`, with its width and height and its dominant colour behind it until it
 * comes (a class: an inline style would need the CSP to allow it). A drawing (SVG) is right for any slot and
 * is served as it is. Not next/image: the derivatives are made when content is published, not per request.
 */
export function Img({
  src,
  alt,
  width,
  height,
  media: map,
  slot,
  className,
  priority = false,
  eager = false,
  'data-testid': testId,
}: ImgProps) {
  const media: Media | undefined = map?.[src];
  const prefix = config.assetUrl;
  const url = media ? mediaSrc(media, prefix) : /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(src) ? src : assetUrl(src);
  const sizes = slot ? SIZES[slot] : '100vw';
  const widest = slot ? WIDEST[slot] : undefined;
  const avif = media ? mediaSrcset(media, 'avif', prefix, widest) : undefined;
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- see above: derivatives are made at publication
    <img
      src={url}
      srcSet={media ? mediaSrcset(media, media.fallback, prefix, widest) : undefined}
      sizes={media ? sizes : undefined}
      alt={alt}
      width={media?.width ?? width}
      height={media?.height ?? height}
      className={[className, media && placeholderClass(media.color)].filter(Boolean).join(' ') || undefined}
      data-testid={testId}
      decoding={priority ? undefined : 'async'}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!media) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
