import { tokens } from './tokens';

type Unit = 'px' | 'rem' | 'ms' | 'vw' | '';

/** The CSS unit of each numeric token group; colours and fonts are strings. */
const units: Record<string, Unit> = {
  breakpoints: 'px',
  containerMaxWidths: 'px',
  layout: 'px',
  menu: 'px',
  overlay: 'px',
  font: 'px',
  motion: 'ms',
};

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function unitFor(group: string, key: string): Unit {
  if (group === 'grid') return key === 'columns' ? '' : 'rem';
  if (group === 'layout' && key === 'sidebarWidthXlVw') return 'vw';
  if (group === 'layout' && key === 'vwReference') return '';
  if (group === 'menu' && key === 'animation') return 'ms';
  if (group === 'motion' && /Threshold|Px$/.test(key)) return key.endsWith('Px') ? 'px' : '';
  return units[group] ?? '';
}

function value(group: string, key: string, v: unknown): string {
  if (typeof v === 'number') return v === 0 ? '0' : `${v}${unitFor(group, key)}`;
  if (Array.isArray(v)) return `(${v.map((x) => value(group, key, x)).join(', ')})`;
  // a comma list (font stacks) needs parentheses to sit inside a Sass map
  return String(v).includes(',') ? `(${String(v)})` : String(v);
}

/** A theme's colours as custom properties (raw text: Sass copies a custom property's value as it is). */
const colorProperties = (palette: Record<string, string>) =>
  Object.entries(palette).map(([key, v]) => `  --colors-${kebab(key)}: ${v};`);

/**
 * Renders every token as a Sass variable, every group as a Sass map, plus CSS custom properties. A colour's
 * Sass variable is its custom property (`$colors-ink: var(--colors-ink)`), so every style follows the theme;
 * `custom-properties` holds the light values, `dark-colors` and `light-colors` switch them.
 */
export function renderTokensScss(): string {
  const lines: string[] = ['// GENERATED from src/styles/tokens.ts by `npm run tokens`. Do not edit by hand.', ''];
  const custom: string[] = [];
  for (const [group, entries] of Object.entries(tokens)) {
    if (group === 'colorsDark') continue;
    const g = kebab(group);
    const mapItems: string[] = [];
    for (const [key, v] of Object.entries(entries as Record<string, unknown>)) {
      const name = `${g}-${kebab(key)}`;
      const css = group === 'colors' ? `var(--${name})` : value(group, key, v);
      lines.push(`$${name}: ${css};`);
      mapItems.push(`  '${kebab(key)}': ${css},`);
      if (group !== 'colors' && !Array.isArray(v)) custom.push(`  --${name}: #{$${name}};`);
    }
    lines.push(`$${g}: (`, ...mapItems, ');', '');
  }
  lines.push('@mixin light-colors {', ...colorProperties(tokens.colors), '}', '');
  lines.push('@mixin dark-colors {', ...colorProperties(tokens.colorsDark), '}', '');
  lines.push('@mixin custom-properties {', ...custom, '  @include light-colors;', '}', '');
  return lines.join('\n');
}
