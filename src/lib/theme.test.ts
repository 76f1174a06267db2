import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, persistKey } from '@/config/appConfig';
import { usePersisted } from '@/lib/stores/persisted';
import { colors, colorsDark } from '@/styles/tokens';
import { applyTheme, BAR_COLOR, isThemeChoice, THEME_ATTR, THEME_COLOR_ATTR, THEME_SCRIPT, themeScript } from './theme';

const KEY = persistKey();
const root = document.documentElement;

/** Runs the page's inline script as the browser does, on this document. */
const runScript = (source = THEME_SCRIPT) => new Function(source)() as void;

const entry = (state: unknown, appVersion: unknown = APP_VERSION) =>
  JSON.stringify({ appVersion, state: { state, version: 0 } });

/** The layout's theme-color metas, one per device scheme, as Next writes them. */
function layoutMetas() {
  document.head.innerHTML =
    `<meta name="theme-color" content="${colors.surface}" media="(prefers-color-scheme: light)">` +
    `<meta name="theme-color" content="${colorsDark.surface}" media="(prefers-color-scheme: dark)">`;
}
/** The theme-color metas in <head>, in order: the browser's bar takes the first whose media matches. */
const bars = () =>
  [...document.head.querySelectorAll('meta[name="theme-color"]')].map((m) => ({
    content: m.getAttribute('content'),
    media: m.getAttribute('media'),
    marked: m.hasAttribute(THEME_COLOR_ATTR),
  }));
const deviceBars = [
  { content: colors.surface, media: '(prefers-color-scheme: light)', marked: false },
  { content: colorsDark.surface, media: '(prefers-color-scheme: dark)', marked: false },
];

describe('the theme script in every page head', () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute(THEME_ATTR);
    layoutMetas();
  });
  afterEach(() => root.removeAttribute(THEME_ATTR));

  it("shows a stored light or dark choice as data-theme, and in the browser's bar before the device's colours", () => {
    for (const theme of ['dark', 'light'] as const) {
      layoutMetas();
      localStorage.setItem(KEY, entry({ autoplayPaused: false, theme }));
      runScript();
      expect(root.getAttribute(THEME_ATTR)).toBe(theme);
      expect(bars()).toEqual([{ content: BAR_COLOR[theme], media: null, marked: true }, ...deviceBars]);
    }
    // the surface colours, written otherwise than in the layout's metas
    expect(BAR_COLOR).toEqual({ light: 'rgb(255 255 255)', dark: 'rgb(26 29 35)' });
    expect([colors.surface, colorsDark.surface]).toEqual(['#ffffff', '#1a1d23']);
  });

  it('leaves the attribute off for system, nothing stored, or an entry without a choice', () => {
    for (const stored of [entry({ theme: 'system' }), null, entry({ autoplayPaused: true })]) {
      if (stored === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, stored);
      runScript();
      expect(root.hasAttribute(THEME_ATTR), String(stored)).toBe(false);
      expect(bars(), String(stored)).toEqual(deviceBars);
    }
  });

  it('reads corrupt or foreign storage as system, as the store does, and never throws', () => {
    for (const stored of [
      '{not json',
      'null',
      '"dark"',
      '{}',
      JSON.stringify({ appVersion: APP_VERSION }),
      JSON.stringify({ appVersion: APP_VERSION, state: 'dark' }),
      entry({ theme: 'dark' }, '1.0.4'),
      entry({ theme: 'purple' }),
      entry({ theme: ['dark'] }),
      entry({ theme: 'dark' }, ['1.0.5']),
      entry({ theme: 'data-theme="dark"' }),
    ]) {
      localStorage.setItem(KEY, stored);
      expect(() => runScript(), stored).not.toThrow();
      expect(root.hasAttribute(THEME_ATTR), stored).toBe(false);
    }
  });

  it('reads storage that throws (blocked, private mode) as system', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => runScript()).not.toThrow();
    expect(root.hasAttribute(THEME_ATTR)).toBe(false);
  });

  it('reads what the persisted store writes', () => {
    usePersisted.getState().setTheme('dark');
    runScript();
    expect(root.getAttribute(THEME_ATTR)).toBe('dark');
    usePersisted.getState().setTheme('system');
    root.removeAttribute(THEME_ATTR);
    runScript();
    expect(root.hasAttribute(THEME_ATTR)).toBe(false);
  });

  it("is this build's key and version, and small: it is in every page's HTML", () => {
    expect(THEME_SCRIPT).toBe(themeScript(KEY, APP_VERSION));
    expect(THEME_SCRIPT).toContain(JSON.stringify(KEY));
    expect(THEME_SCRIPT.length).toBeLessThan(512);
    // text that cannot end the script element it is written into
    expect(themeScript('persist:</script><b>', '1')).not.toContain('</script>');
  });
});

describe('applyTheme', () => {
  beforeEach(layoutMetas);
  afterEach(() => root.removeAttribute(THEME_ATTR));

  it("sets data-theme and the browser's bar for light and dark, and removes both for system", () => {
    applyTheme('dark');
    expect(root.getAttribute(THEME_ATTR)).toBe('dark');
    expect(bars()).toEqual([{ content: BAR_COLOR.dark, media: null, marked: true }, ...deviceBars]);
    applyTheme('light');
    expect(root.getAttribute(THEME_ATTR)).toBe('light');
    expect(bars()).toEqual([{ content: BAR_COLOR.light, media: null, marked: true }, ...deviceBars]);
    applyTheme('system');
    expect(root.hasAttribute(THEME_ATTR)).toBe(false);
    expect(bars()).toEqual(deviceBars);
  });

  it('takes over the meta the head script added, rather than adding a second', () => {
    localStorage.setItem(KEY, entry({ theme: 'dark' }));
    runScript();
    applyTheme('light');
    expect(bars()).toEqual([{ content: BAR_COLOR.light, media: null, marked: true }, ...deviceBars]);
  });

  it('knows the three choices only', () => {
    expect(['light', 'dark', 'system'].every(isThemeChoice)).toBe(true);
    expect([undefined, null, 'auto', 'Dark', 1].some(isThemeChoice)).toBe(false);
  });
});
