/**
 * Styles read these through the generated `_tokens.scss` (`npm run tokens`; a unit test fails when it is stale);
 * scripts and components import them from here.
 */

export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export const containerMaxWidths = {
  sm: 540,
  md: 720,
  lg: 960,
  xl: 1140,
  xxl: 1320,
} as const;

export const grid = {
  columns: 12,
  /** rem */
  spacer: 1,
  /** rem; gutterAlt is the alternative value, used by no style */
  gutter: 3,
  gutterAlt: 1.5,
  /** multipliers of the spacer, index 0..5 */
  spacers: [0, 0.25, 0.5, 1, 1.5, 3],
} as const;

export const layout = {
  navbarHeight: 100,
  navbarHeightXl: 133,
  contentPadding: 30,
  contentPaddingXl: 48,
  sidebarWidthLg: 320,
  /** vw, from xl */
  sidebarWidthXlVw: 25,
  footerHeight: 115,
  sectionMarginBottom: 40,
  sectionMarginBottomXl: 96,
  /** reference viewport width for px-to-vw conversion */
  vwReference: 320,
  bannerMaxHeight: 544,
} as const;

export const menu = {
  drawerWidth: 280,
  drawerRowHeight: 60,
  desktopSubmenuRowHeight: 88,
  sideItemWidth: 272,
  sideItemHeight: 88,
  stripItemWidth: 242,
  stripItemHeight: 109,
  /** ms */
  animation: 300,
} as const;

export const overlay = {
  /** side-panel widths in px at growing breakpoints (full width on phones) */
  widthMd: 460,
  widthLg: 680,
  widthXl: 920,
} as const;

export const font = {
  titleSize: 24,
  baseSize: 14,
  descriptionSize: 14,
  serif: `"Noto Serif TC", "Source Han Serif TC", "Songti TC", "PMingLiU", Georgia, "Times New Roman", serif`,
  sans: `system-ui, -apple-system, "Segoe UI", "PingFang TC", "Noto Sans TC", "Noto Sans CJK TC", "Microsoft JhengHei", Roboto, "Helvetica Neue", Arial, sans-serif`,
} as const;

/**
 * The light theme, and the colours of everything drawn (share cards, the logo, the project's images). Styles
 * read each colour as a custom property, so the dark theme below can replace it.
 */
export const colors = {
  primary: '#1f3fd1',
  primaryDark: '#152c96',
  primarySoft: '#e8ecfb',
  /** a second blue beside primary, told apart from it (the credit chart's fourth part) */
  primaryAlt: '#9fb3f5',
  /** the warm quarter disc of the logo */
  accent: '#f5b81c',
  danger: '#c8322b',
  success: '#1f7a4d',
  warning: '#9a6400',
  disabled: '#8a8f98',
  ink: '#14161b',
  inkSoft: '#4a4f5a',
  line: '#d9dbe0',
  /** what marks a control out from what is around it (an input's border, a carousel dot): 3:1 at least */
  control: '#7a7f89',
  paper: '#fbfaf7',
  surface: '#ffffff',
  /** text on a primary or danger fill */
  onFill: '#ffffff',
  mask: 'rgba(12, 14, 20, 0.55)',
} as const;

/**
 * The dark theme: the same roles, each at least as legible as in the light one (AA on paper, surface and
 * primarySoft). Primary lightens to stay readable as text, so what sits on it turns dark.
 */
export const colorsDark: Record<keyof typeof colors, string> = {
  primary: '#8fa6ff',
  primaryDark: '#b8c6ff',
  primarySoft: '#1f2a52',
  primaryAlt: '#4a64e0',
  accent: '#f5b81c',
  danger: '#ff8a80',
  success: '#5fd39a',
  warning: '#f2b84b',
  disabled: '#7d838e',
  ink: '#eceef2',
  inkSoft: '#b3b8c3',
  line: '#3a404c',
  control: '#858b96',
  paper: '#121419',
  surface: '#1a1d23',
  onFill: '#0f1219',
  mask: 'rgba(0, 0, 0, 0.7)',
};

/** Durations in milliseconds. */
export const motion = {
  carouselMove: 500,
  carouselAutoplay: 5000,
  carouselStartDelay: 1500,
  /** a drag must move at least this fraction of a slide */
  carouselDragThreshold: 0.1,
  /** a mouse drag longer than this (px) counts as a touch drag */
  carouselMouseDragPx: 50,
  aboutAutoplay: 3000,
  marqueeInterval: 2000,
  marqueeDefaultInterval: 5000,
  marqueeMove: 500,
  homeBannerCycle: 12000,
  menu: menu.animation,
} as const;

export const tokens = {
  breakpoints,
  containerMaxWidths,
  grid,
  layout,
  menu,
  overlay,
  font,
  colors,
  colorsDark,
  motion,
} as const;
