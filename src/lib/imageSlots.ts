import slots from './imageSlots.json';
import type { SlotName } from './imageSizes';

/** Each slot's `sizes` attribute, worked out from the layout's tokens by ./imageSizes. */
export const SIZES: Record<SlotName, string> = slots.sizes;
/** The widest derivative a slot can use, in device pixels: a `srcset` lists none wider than the first that covers it. */
export const WIDEST: Record<SlotName, number> = slots.widest;

/** A news body's figures are marked with the page's `sizes` (src/server/media/html.ts); in a panel, its own. */
export const panelFigures = (html: string) => html.replaceAll(`sizes="${SIZES.prose}"`, `sizes="${SIZES.prosePanel}"`);
