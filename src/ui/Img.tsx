import { preload } from 'react-dom';

export interface ImgProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest image: preloaded and fetched first, never lazily. */
  priority?: boolean;
  /** Fetched with the page, not when scrolled near: an image that must also be there in print. */
  eager?: boolean;
  'data-testid'?: string;
}

/**
 * Not next/image: our images are the project's own SVGs, right for any slot, so there is nothing to optimise.
 * No inline style, so a strict Content-Security-Policy (style-src without 'unsafe-inline') holds.
 */
export function Img({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  eager = false,
  'data-testid': testId,
}: ImgProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimise
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      data-testid={testId}
      decoding={priority ? undefined : 'async'}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
