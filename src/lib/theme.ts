/**
 * The colour theme. The styles hold both palettes (app/globals.scss): `prefers-color-scheme` picks one, and
 * the visitor's own choice, kept in the persisted state, overrides it through `THEME_ATTR` on <html>.
 * `themeScript` sets that attribute in every page's <head>, before the first paint and long before React.
 *
 * Plain TypeScript with relative imports: Next's bundles (the layout, proxy.ts) and the tests load it.
 */
import { APP_VERSION, config, persistKey } from '../config/appConfig.ts';
import { colors, colorsDark } from '../styles/tokens.ts';
import { STORED_FLAGS_PATH } from './hydrationProtocol.ts';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** On <html>: `light` or `dark`, the visitor's choice; absent for `system`. */
export const THEME_ATTR = 'data-theme';
/** The field of the persisted state that holds the choice. */
export const THEME_FIELD = 'theme';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16} ${(n >> 8) & 255} ${n & 255})`;
}

/**
 * Marks the theme-color meta a choice adds. The layout's two (one per `prefers-color-scheme`) follow the device;
 * this one, first in <head> and without a media query, is the one the browser's bar takes.
 */
export const THEME_COLOR_ATTR = 'data-theme-color';
/**
 * The browser's bar in each palette: its surface colour, as in the layout's theme-color metas but written as
 * `rgb()`. React finds the metas it renders in <head> by their content, so a meta with the same content as one
 * of the layout's would be taken for it when React hydrates, and changed back on the next navigation.
 */
export const BAR_COLOR = { light: rgb(colors.surface), dark: rgb(colorsDark.surface) } as const;

/** Shows a choice: the attribute and the bar's colour for light or dark, neither for system. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  const head = root.ownerDocument.head;
  let bar = head.querySelector<HTMLMetaElement>(`meta[${THEME_COLOR_ATTR}]`);
  if (choice === 'system') {
    root.removeAttribute(THEME_ATTR);
    bar?.remove();
    return;
  }
  root.setAttribute(THEME_ATTR, choice);
  if (!bar) {
    bar = root.ownerDocument.createElement('meta');
    bar.name = 'theme-color';
    bar.setAttribute(THEME_COLOR_ATTR, '');
    head.prepend(bar);
  }
  bar.content = BAR_COLOR[choice];
}

/**
 * The inline script that shows the stored choice from the first paint, as `applyTheme` does. It reads the entry
 * as the store does: one of another app version, a missing or unknown field, corrupt JSON or storage that throws
 * all mean system. Written as text rather than a serialised function, so every bundle has the same bytes and the
 * same CSP hash.
 */
export function themeScript(key: string, appVersion: string): string {
  const json = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');
  const field = (k: string) => (/^[a-z]\w*$/i.test(k) ? `.${k}` : `[${json(k)}]`);
  const flags = [...STORED_FLAGS_PATH, THEME_FIELD].map(field).join('');
  return (
    `try{var s=JSON.parse(localStorage.getItem(${json(key)})),t=s.appVersion===${json(appVersion)}&&s${flags};` +
    `if(t==="dark"||t==="light"){document.documentElement.setAttribute(${json(THEME_ATTR)},t);` +
    `var m=document.createElement("meta");m.name="theme-color";m.setAttribute(${json(THEME_COLOR_ATTR)},"");` +
    `m.content=t==="dark"?${json(BAR_COLOR.dark)}:${json(BAR_COLOR.light)};document.head.prepend(m)}}catch(e){}`
  );
}

/** This build's script (the values baked into it): the layout writes it, proxy.ts allows it by its hash. */
export const THEME_SCRIPT = themeScript(persistKey(config.siteCode), APP_VERSION);
