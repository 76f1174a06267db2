import { breakpoints, layout, overlay } from '@/styles/tokens';

/*
 * How wide each image slot is at each breakpoint, as `sizes` attributes: the browser picks the derivative of a
 * photograph from them before it has laid out the page. They follow the layout's tokens: the main column is
 * the viewport less its padding, less the side menu from lg (320 px) and from xl (25vw, with wider padding).
 * tests/e2e/images.spec.ts holds each to the slot's real width at every breakpoint. Pages read the result,
 * `imageSlots.json` (written by `npm run tokens`, read through ./imageSlots), not this code: a browser need not
 * work the strings out again.
 */

const { contentPadding: pad, contentPaddingXl: padXl, sidebarWidthLg: side, sidebarWidthXlVw: sideXl } = layout;

/** A slot's width under one media condition: `vw`% of the viewport less `less` px, or `fixed` px; within `least`..`most`. */
interface Width {
  vw?: number;
  less?: number;
  fixed?: number;
  least?: number;
  most?: number;
}
/** From which viewport width (none: any) the slot has which width; the widest condition first. */
type Slot = readonly { from?: number; width: Width }[];

/** The main column's width at xs-md, at lg and from xl. */
const COLUMN = {
  base: { vw: 100, less: 2 * pad },
  lg: { vw: 100, less: side + 2 * pad },
  xl: { vw: 100 - sideXl, less: 2 * padXl },
} as const satisfies Record<string, Width>;
/** A share of a width, with the gaps of `n` columns taken out first: `(vw - less - (n-1) gap) / n`, worked out. */
const cellOf = (width: { vw: number; less: number }, n: number, gap: number): Width => ({
  vw: width.vw / n,
  less: (width.less + (n - 1) * gap) / n,
});

/** A grid of `n` equal columns (with `gap` px between them) in the main column, by breakpoint. */
const grid = (columns: { xs: number; md: number; lg: number; xl: number; xxl: number }, gap: number): Slot => [
  { from: breakpoints.xxl, width: cellOf(COLUMN.xl, columns.xxl, gap) },
  { from: breakpoints.xl, width: cellOf(COLUMN.xl, columns.xl, gap) },
  { from: breakpoints.lg, width: cellOf(COLUMN.lg, columns.lg, gap) },
  { from: breakpoints.md, width: cellOf(COLUMN.base, columns.md, gap) },
  { width: cellOf(COLUMN.base, columns.xs, gap) },
];

/** Text columns stop at this width (the prose of news and courses). */
const PROSE_MAX = 736;
/** What a side panel (an overlay) keeps of its width besides its content. */
const PANEL_INSET = 2 * pad;

const SLOTS = {
  /** news cards and partner schools: one column, two from md, three from xxl */
  newsCard: grid({ xs: 1, md: 2, lg: 2, xl: 2, xxl: 3 }, 28),
  schoolCard: grid({ xs: 1, md: 2, lg: 2, xl: 2, xxl: 3 }, 28),
  /** portraits in the directory and course cards: two columns, three from md, four from xxl */
  personCard: grid({ xs: 2, md: 3, lg: 3, xl: 3, xxl: 4 }, 20),
  courseCard: grid({ xs: 2, md: 3, lg: 3, xl: 3, xxl: 4 }, 20),
  /** a course year's scrolling row: 36 % of the column, between 200 and 340 px */
  courseBanner: [
    { from: breakpoints.xl, width: { ...cellOf(COLUMN.xl, 1 / 0.36, 0), least: 200, most: 340 } },
    { from: breakpoints.lg, width: { ...cellOf(COLUMN.lg, 1 / 0.36, 0), least: 200, most: 340 } },
    { width: { ...cellOf(COLUMN.base, 1 / 0.36, 0), least: 200, most: 340 } },
  ],
  /** a news item's banner, figures and a course's picture on their own page */
  prose: [
    { from: breakpoints.lg, width: { ...COLUMN.lg, most: PROSE_MAX } },
    { width: { ...COLUMN.base, most: PROSE_MAX } },
  ],
  /** the same in a side panel */
  prosePanel: [
    { from: breakpoints.xl, width: { fixed: overlay.widthXl - PANEL_INSET, most: PROSE_MAX } },
    { from: breakpoints.lg, width: { fixed: overlay.widthLg - PANEL_INSET } },
    { from: breakpoints.md, width: { fixed: overlay.widthMd - PANEL_INSET } },
    { width: COLUMN.base },
  ],
  /** a course's gallery: columns of at least 180 px in the prose */
  gallery: [{ from: breakpoints.sm, width: { fixed: 260 } }, { width: COLUMN.base }],
  /** a profile's portrait */
  profile: [{ from: breakpoints.sm, width: { fixed: 180 } }, { width: { fixed: 240 } }],
  /** the home banner: the whole width, beside the side menu from lg */
  hero: [
    { from: breakpoints.xl, width: { vw: 100 - sideXl } },
    { from: breakpoints.lg, width: { vw: 100, less: side } },
    { width: { vw: 100 } },
  ],
  /** the About carousel: the main column */
  column: [
    { from: breakpoints.xl, width: COLUMN.xl },
    { from: breakpoints.lg, width: COLUMN.lg },
    { width: COLUMN.base },
  ],
} as const satisfies Record<string, Slot>;
export type SlotName = keyof typeof SLOTS;

const round = (n: number) => Math.round(n * 100) / 100;
function css({ vw = 0, less = 0, fixed, least, most }: Width): string {
  const core = fixed !== undefined ? `${fixed}px` : less ? `calc(${round(vw)}vw - ${round(less)}px)` : `${round(vw)}vw`;
  if (least !== undefined && most !== undefined) return `clamp(${least}px, ${core}, ${most}px)`;
  return most !== undefined ? `min(${most}px, ${core})` : core;
}
/** The slot's width in CSS px in a window `viewport` px wide, as the browser reads its `sizes`. */
export function slotWidth(slot: SlotName, viewport: number): number {
  const entries: Slot = SLOTS[slot];
  const { vw = 0, less = 0, fixed, least = 0, most = Infinity } = entries.find((e) => viewport >= (e.from ?? 0))!.width;
  return Math.min(Math.max(fixed ?? (vw * viewport) / 100 - less, least), most);
}

/** Each slot's `sizes` attribute: the browser picks a photograph's derivative from it before it has laid out the page. */
const SIZES = Object.fromEntries(
  Object.entries(SLOTS).map(([name, slot]) => [
    name,
    (slot as Slot).map((e) => (e.from ? `(min-width: ${e.from}px) ${css(e.width)}` : css(e.width))).join(', '),
  ]),
) as Record<SlotName, string>;

/*
 * The most device pixels a slot can ask for: a large phone (430 px at 3x) or a large screen (2560 px at 2x).
 * A derivative wider than the first one that covers it is never chosen, so it is not listed: a news list's
 * HTML is smaller by the widths no card would use.
 */
const PHONE = { viewport: 430, dpr: 3 };
const SCREEN = { viewport: 2560, dpr: 2 };
const WIDEST = Object.fromEntries(
  (Object.keys(SLOTS) as SlotName[]).map((name) => [
    name,
    Math.ceil(Math.max(...[PHONE, SCREEN].map((d) => slotWidth(name, d.viewport) * d.dpr))),
  ]),
) as Record<SlotName, number>;

/** What `imageSlots.json` holds: each slot's `sizes` and the widest derivative it can use. */
export const renderImageSlots = () => `${JSON.stringify({ sizes: SIZES, widest: WIDEST }, null, 2)}\n`;
