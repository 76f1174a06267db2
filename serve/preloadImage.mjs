/**
 * The preload of a prerendered page's largest image when it is a photograph, written into its HTML after the
 * build. React preloads an `<img fetchpriority="high">` by itself, but not one in a `<picture>` (whose source it
 * cannot choose); and its `preload()` would also put a hint in the page's flight data, which the router reads
 * when it prefetches a link: a page linking to the home page fetched the home banner it never showed.
 */

const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * `html` with a `<link rel="preload" as="image">` for its first `<img fetchpriority="high">` early in `<head>`,
 * right after the viewport's meta: its `<picture>`'s AVIF source when it has one (the derivative a browser takes), else the image,
 * unless a preload of it is there already. Unchanged when it has no such image.
 */
export function preloadPriorityImage(html) {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html);
  // after the viewport's meta: a candidate chosen before it is chosen for a 980 px desktop viewport
  const head = /<meta name="viewport"[^>]*>/i.exec(html) ?? /<head>(?:<meta charSet="utf-8"\/>)?/i.exec(html);
  if (!img || !head) return html;
  const before = html.slice(0, img.index);
  const open = before.lastIndexOf('<picture>');
  const source =
    open >= 0 && !before.slice(open).includes('</picture>')
      ? /<source type="image\/avif"[^>]*>/i.exec(before.slice(open))?.[0]
      : undefined;
  const target = source ? attr(source, 'srcSet') : attr(img[0], 'src');
  const preloads = html.slice(0, head.index + 4096).match(/<link rel="preload" as="image"[^>]*>/gi) ?? [];
  if (preloads.some((link) => link.includes(`"${target}"`))) return html;
  const link = source
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${target}" imagesizes="${attr(source, 'sizes')}" fetchpriority="high"/>`
    : `<link rel="preload" as="image" href="${target}" fetchpriority="high"/>`;
  const at = head.index + head[0].length;
  return html.slice(0, at) + link + html.slice(at);
}
