import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTokensScss } from './renderTokens';
import { tokens } from './tokens';

describe('design tokens', () => {
  it('generated _tokens.scss is up to date (run `npm run tokens`)', () => {
    expect(readFileSync('src/styles/_tokens.scss', 'utf8')).toBe(renderTokensScss());
  });

  it('hold the product numbers', () => {
    expect(tokens.breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(tokens.containerMaxWidths).toEqual({ sm: 540, md: 720, lg: 960, xl: 1140, xxl: 1320 });
    expect(tokens.grid).toMatchObject({ columns: 12, spacer: 1, gutter: 3, spacers: [0, 0.25, 0.5, 1, 1.5, 3] });
    expect(tokens.layout).toMatchObject({
      navbarHeight: 100,
      navbarHeightXl: 133,
      contentPadding: 30,
      contentPaddingXl: 48,
      sidebarWidthLg: 320,
      sidebarWidthXlVw: 25,
      footerHeight: 115,
      sectionMarginBottom: 40,
      sectionMarginBottomXl: 96,
      vwReference: 320,
      bannerMaxHeight: 544,
    });
    expect(tokens.menu).toEqual({
      drawerWidth: 280,
      drawerRowHeight: 60,
      desktopSubmenuRowHeight: 88,
      sideItemWidth: 272,
      sideItemHeight: 88,
      stripItemWidth: 242,
      stripItemHeight: 109,
      animation: 300,
    });
    expect(tokens.overlay).toEqual({ widthMd: 460, widthLg: 680, widthXl: 920 });
    expect(tokens.font).toMatchObject({ titleSize: 24, baseSize: 14, descriptionSize: 14 });
    expect(tokens.font.serif).toMatch(/serif$/);
    expect(tokens.motion).toMatchObject({
      carouselMove: 500,
      carouselAutoplay: 5000,
      carouselStartDelay: 1500,
      carouselDragThreshold: 0.1,
      carouselMouseDragPx: 50,
      aboutAutoplay: 3000,
      marqueeInterval: 2000,
      marqueeDefaultInterval: 5000,
      marqueeMove: 500,
      homeBannerCycle: 12000,
    });
    for (const c of ['primary', 'danger', 'success', 'warning', 'disabled'] as const) {
      expect(tokens.colors[c]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('are what the styles read: Sass variables and CSS custom properties', () => {
    const scss = renderTokensScss();
    expect(scss).toContain('$breakpoints-xl: 1200px;');
    expect(scss).toContain('$menu-drawer-width: 280px;');
    expect(scss).toContain('$layout-sidebar-width-xl-vw: 25vw;');
    expect(scss).toContain('$motion-marquee-interval: 2000ms;');
    expect(scss).toContain('$grid-spacers: (0, 0.25rem, 0.5rem, 1rem, 1.5rem, 3rem);');
    expect(scss).toContain('--layout-navbar-height: #{$layout-navbar-height};');
  });

  it('give every colour a light and a dark value, which the styles read as custom properties', () => {
    const scss = renderTokensScss();
    const mixin = (name: string) => scss.split(`@mixin ${name} {\n`)[1]?.split('\n}\n')[0] ?? '';
    expect(Object.keys(tokens.colorsDark).sort()).toEqual(Object.keys(tokens.colors).sort());
    for (const [key, light] of Object.entries(tokens.colors)) {
      const name = `colors-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(scss).toContain(`$${name}: var(--${name});`);
      expect(mixin('light-colors')).toContain(`--${name}: ${light};`);
      expect(mixin('dark-colors')).toContain(`--${name}: ${tokens.colorsDark[key as keyof typeof tokens.colors]};`);
    }
    expect(mixin('custom-properties')).toContain('@include light-colors;');
  });
});
