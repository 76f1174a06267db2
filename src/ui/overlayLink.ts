import { OVERLAY_ATTR } from '@/lib/hashRoute';
import { withBasePath } from '@/lib/url';

/** A card's link: the item's page, opened over the list by a plain click (OVERLAY_ATTR). */
export function overlayLink(path: string, hash: string): { href: string; [OVERLAY_ATTR]: string } {
  return { href: withBasePath(path), [OVERLAY_ATTR]: hash };
}
