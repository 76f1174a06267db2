/**
 * The colour theme. The styles hold both palettes (app/globals.scss): `prefers-color-scheme` picks one, and
 * the visitor's own choice, kept in the persisted state, overrides it through `THEME_ATTR` on <html>.
 * `themeScript` sets that attribute in every page's <head>, before the first paint and long before React.
 *
 * Plain TypeScript with relative imports: Next's bundles (the layout, proxy.ts) and the tests load it.
 */
import { APP_VERSION, config, persistKey } from '../config/appConfig.ts';
import { STORED_FLAGS_PATH } from './hydrationProtocol.ts';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** On <html>: `light` or `dark`, the visitor's choice; absent for `system`. */
export const THEME_ATTR = 'data-theme';
/** The field of the persisted state that holds the choice. */
export const THEME_FIELD = 'theme';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

/** Shows a choice: the attribute for light or dark, none for system. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute(THEME_ATTR);
  else root.setAttribute(THEME_ATTR, choice);
}

/**
 * The inline script that shows the stored choice from the first paint. It reads the entry as the store does:
 * one of another app version, a missing or unknown field, corrupt JSON or storage that throws all mean system.
 * Written as text rather than a serialised function, so every bundle has the same bytes and the same CSP hash.
 */
export function themeScript(key: string, appVersion: string): string {
  const json = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');
  const field = (k: string) => (/^[a-z]\w*$/i.test(k) ? `.${k}` : `[${json(k)}]`);
  const flags = [...STORED_FLAGS_PATH, THEME_FIELD].map(field).join('');
  return (
    `try{var s=JSON.parse(localStorage.getItem(${json(key)})),t=s.appVersion===${json(appVersion)}&&s${flags};` +
    `if(t==="dark"||t==="light")document.documentElement.setAttribute(${json(THEME_ATTR)},t)}catch(e){}`
  );
}

/** This build's script (the values baked into it): the layout writes it, proxy.ts allows it by its hash. */
export const THEME_SCRIPT = themeScript(persistKey(config.siteCode), APP_VERSION);
