import { mediaSrc, mediaSrcset, placeholderClass, type Media } from '@/domain/media';
import { SIZES, WIDEST } from '@/lib/imageSlots';

/*
 * The photographs of a news body, as served: the sanitiser has made every <img> of the body's own images point
 * under the asset prefix (`/static/news/figures/3.jpg`); a photograph's becomes a <picture> of its derivatives,
 * as src/ui/Img.tsx renders one, with the `sizes` of the item's page (its panel puts its own: panelFigures).
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };
const unesc = (s: string) => s.replace(/&(amp|quot|lt|gt|#39);/g, (_m, name: string) => ENTITIES[name]!);
/** An <img> as DOMPurify serialises it: quoted attribute values, in which `"` is escaped. */
const IMG = /<img((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTR = /\s+([\w:-]+)(?:="([^"]*)")?/g;

export const FIGURE_SIZES = SIZES.prose;

/**
 * `html` with each <img> whose image `lookup` knows (by its address under `prefix`) turned into a <picture> of
 * its derivatives, with their width, height and placeholder colour; other images are left as they are.
 */
export function withPictures(html: string, prefix: string, lookup: (ref: string) => Media | undefined): string {
  return html.replace(IMG, (tag, attrs: string) => {
    const attributes = new Map([...attrs.matchAll(ATTR)].map((m) => [m[1]!.toLowerCase(), unesc(m[2] ?? '')]));
    const src = attributes.get('src') ?? '';
    if (!src.startsWith(`${prefix}/`)) return tag;
    let ref: string;
    try {
      ref = decodeURI(src.slice(prefix.length + 1));
    } catch {
      return tag;
    }
    const media = lookup(ref);
    if (!media) return tag;
    attributes.set('src', mediaSrc(media, prefix));
    attributes.set('srcset', mediaSrcset(media, media.fallback, prefix, WIDEST.prose));
    attributes.set('sizes', FIGURE_SIZES);
    attributes.set('width', String(media.width));
    attributes.set('height', String(media.height));
    const placeholder = placeholderClass(media.color);
    if (placeholder) attributes.set('class', placeholder);
    const img = `<img${[...attributes].map(([k, v]) => ` ${k}="${esc(v)}"`).join('')}>`;
    const avif = `<source type="image/avif" srcset="${esc(mediaSrcset(media, 'avif', prefix, WIDEST.prose))}" sizes="${FIGURE_SIZES}">`;
    return `<picture>${avif}${img}</picture>`;
  });
}
