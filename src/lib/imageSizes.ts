import { breakpoints, layout, overlay } from '@/styles/tokens';

/*
 * How wide each image slot is at each breakpoint, as `sizes` attributes: the browser picks the derivative of a
 * photograph from them before it has laid out the page. They follow the layout's tokens: the main column is
 * the viewport less its padding, less the side menu from lg (320 px) and from xl (25vw, with wider padding).
 * tests/e2e/images.spec.ts holds each to the slot's real width at every breakpoint.
 */

const { contentPadding: pad, contentPaddingXl: padXl, sidebarWidthLg: side, sidebarWidthXlVw: sideXl } = layout;
const at = (bp: number) => `(min-width: ${bp}px)`;

/** The main column's width at xs-md, at lg and from xl, as `vw` less `px`. */
const COLUMN = {
  base: { vw: 100, px: 2 * pad },
  lg: { vw: 100, px: side + 2 * pad },
  xl: { vw: 100 - sideXl, px: 2 * padXl },
} as const;
type Width = { vw: number; px: number };
const round = (n: number) => Math.round(n * 100) / 100;
const css = ({ vw, px }: Width) => `calc(${round(vw)}vw - ${round(px)}px)`;
/** A share of a width, with the gaps of `n` columns taken out first: `(vw - px - (n-1) gap) / n`, worked out. */
const cellOf = (width: Width, n: number, gap: number): Width => ({
  vw: width.vw / n,
  px: (width.px + (n - 1) * gap) / n,
});

/** A grid of `n` equal columns (with `gap` px between them) in the main column, by breakpoint. */
function grid(columns: { xs: number; md: number; lg: number; xl: number; xxl: number }, gap: number): string {
  return [
    `${at(breakpoints.xxl)} ${css(cellOf(COLUMN.xl, columns.xxl, gap))}`,
    `${at(breakpoints.xl)} ${css(cellOf(COLUMN.xl, columns.xl, gap))}`,
    `${at(breakpoints.lg)} ${css(cellOf(COLUMN.lg, columns.lg, gap))}`,
    `${at(breakpoints.md)} ${css(cellOf(COLUMN.base, columns.md, gap))}`,
    css(cellOf(COLUMN.base, columns.xs, gap)),
  ].join(', ');
}

/** Text columns stop at this width (the prose of news and courses). */
const PROSE_MAX = 736;
/** What a side panel (an overlay) keeps of its width besides its content. */
const PANEL_INSET = 2 * pad;

export const SIZES = {
  /** news cards and partner schools: one column, two from md, three from xxl */
  newsCard: grid({ xs: 1, md: 2, lg: 2, xl: 2, xxl: 3 }, 28),
  schoolCard: grid({ xs: 1, md: 2, lg: 2, xl: 2, xxl: 3 }, 28),
  /** portraits in the directory and course cards: two columns, three from md, four from xxl */
  personCard: grid({ xs: 2, md: 3, lg: 3, xl: 3, xxl: 4 }, 20),
  courseCard: grid({ xs: 2, md: 3, lg: 3, xl: 3, xxl: 4 }, 20),
  /** a course year's scrolling row: 36 % of the column, between 200 and 340 px */
  courseBanner: [
    `${at(breakpoints.xl)} clamp(200px, ${css(cellOf(COLUMN.xl, 1 / 0.36, 0))}, 340px)`,
    `${at(breakpoints.lg)} clamp(200px, ${css(cellOf(COLUMN.lg, 1 / 0.36, 0))}, 340px)`,
    `clamp(200px, ${css(cellOf(COLUMN.base, 1 / 0.36, 0))}, 340px)`,
  ].join(', '),
  /** a news item's banner, figures and a course's picture on their own page */
  prose: [
    `${at(breakpoints.lg)} min(${PROSE_MAX}px, ${css(COLUMN.lg)})`,
    `min(${PROSE_MAX}px, ${css(COLUMN.base)})`,
  ].join(', '),
  /** the same in a side panel */
  prosePanel: [
    `${at(breakpoints.xl)} min(${PROSE_MAX}px, ${overlay.widthXl - PANEL_INSET}px)`,
    `${at(breakpoints.lg)} ${overlay.widthLg - PANEL_INSET}px`,
    `${at(breakpoints.md)} ${overlay.widthMd - PANEL_INSET}px`,
    css(COLUMN.base),
  ].join(', '),
  /** a course's gallery: columns of at least 180 px in the prose */
  gallery: `${at(breakpoints.sm)} 260px, ${css(COLUMN.base)}`,
  /** a profile's portrait */
  profile: `${at(breakpoints.sm)} 180px, 240px`,
  /** the home banner: the whole width, beside the side menu from lg */
  hero: [`${at(breakpoints.xl)} ${100 - sideXl}vw`, `${at(breakpoints.lg)} calc(100vw - ${side}px)`, '100vw'].join(
    ', ',
  ),
  /** the About carousel: the main column */
  column: [`${at(breakpoints.xl)} ${css(COLUMN.xl)}`, `${at(breakpoints.lg)} ${css(COLUMN.lg)}`, css(COLUMN.base)].join(
    ', ',
  ),
} as const;

/** A news body's figures are marked with the page's `sizes` (src/server/media/html.ts); in a panel, its own. */
export const panelFigures = (html: string) => html.replaceAll(`sizes="${SIZES.prose}"`, `sizes="${SIZES.prosePanel}"`);
