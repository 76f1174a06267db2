import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, persistKey } from '@/config/appConfig';
import { usePersisted } from '@/lib/stores/persisted';
import { applyTheme, isThemeChoice, THEME_ATTR, THEME_SCRIPT, themeScript } from './theme';

const KEY = persistKey();
const root = document.documentElement;

/** Runs the page's inline script as the browser does, on this document. */
const runScript = (source = THEME_SCRIPT) => new Function(source)() as void;

const entry = (state: unknown, appVersion: unknown = APP_VERSION) =>
  JSON.stringify({ appVersion, state: { state, version: 0 } });

describe('the theme script in every page head', () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute(THEME_ATTR);
  });
  afterEach(() => root.removeAttribute(THEME_ATTR));

  it('shows a stored light or dark choice as data-theme', () => {
    for (const theme of ['dark', 'light'] as const) {
      localStorage.setItem(KEY, entry({ autoplayPaused: false, theme }));
      runScript();
      expect(root.getAttribute(THEME_ATTR)).toBe(theme);
    }
  });

  it('leaves the attribute off for system, nothing stored, or an entry without a choice', () => {
    for (const stored of [entry({ theme: 'system' }), null, entry({ autoplayPaused: true })]) {
      if (stored === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, stored);
      runScript();
      expect(root.hasAttribute(THEME_ATTR), String(stored)).toBe(false);
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
    expect(THEME_SCRIPT.length).toBeLessThan(256);
    // text that cannot end the script element it is written into
    expect(themeScript('persist:</script><b>', '1')).not.toContain('</script>');
  });
});

describe('applyTheme', () => {
  afterEach(() => root.removeAttribute(THEME_ATTR));

  it('sets data-theme for light and dark and removes it for system', () => {
    applyTheme('dark');
    expect(root.getAttribute(THEME_ATTR)).toBe('dark');
    applyTheme('light');
    expect(root.getAttribute(THEME_ATTR)).toBe('light');
    applyTheme('system');
    expect(root.hasAttribute(THEME_ATTR)).toBe(false);
  });

  it('knows the three choices only', () => {
    expect(['light', 'dark', 'system'].every(isThemeChoice)).toBe(true);
    expect([undefined, null, 'auto', 'Dark', 1].some(isThemeChoice)).toBe(false);
  });
});
