import { beforeEach, describe, expect, it } from 'vitest';
import { persistKey, usePersisted, versionedStorage } from './persisted';

const KEY = 'persist:scuid';

describe('persisted state under persist:scuid', () => {
  beforeEach(() => {
    usePersisted.setState({ autoplayPaused: false, theme: 'system' });
    localStorage.clear();
  });

  it('uses the key persist:{siteCode}', () => {
    expect(persistKey()).toBe(KEY);
    expect(usePersisted.persist.getOptions().name).toBe(KEY);
  });

  it('writes the state stamped with the app version', () => {
    usePersisted.getState().setAutoplayPaused(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      appVersion: '1.0.5',
      state: { state: { autoplayPaused: true, theme: 'system' }, version: 0 },
    });
  });

  it('keeps the theme choice beside the other flags', () => {
    usePersisted.getState().setAutoplayPaused(true);
    usePersisted.getState().setTheme('dark');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      appVersion: '1.0.5',
      state: { state: { autoplayPaused: true, theme: 'dark' }, version: 0 },
    });
    usePersisted.getState().setTheme('system');
    expect(JSON.parse(localStorage.getItem(KEY)!).state.state.theme).toBe('system');
  });

  it('restores a stored theme choice, and reads a missing or unknown one as system', async () => {
    const stored = (state: object) =>
      localStorage.setItem(KEY, JSON.stringify({ appVersion: '1.0.5', state: { state, version: 0 } }));
    for (const theme of ['light', 'dark', 'system'] as const) {
      stored({ autoplayPaused: false, theme });
      await usePersisted.persist.rehydrate();
      expect(usePersisted.getState().theme).toBe(theme);
    }
    // written before the choice existed: the pause is kept, the theme follows the device
    stored({ autoplayPaused: true });
    await usePersisted.persist.rehydrate();
    expect(usePersisted.getState()).toMatchObject({ autoplayPaused: true, theme: 'system' });
    for (const theme of ['purple', 1, null, { dark: true }]) {
      stored({ autoplayPaused: false, theme });
      usePersisted.setState({ theme: 'dark' });
      stored({ autoplayPaused: false, theme });
      await usePersisted.persist.rehydrate();
      expect(usePersisted.getState().theme, JSON.stringify(theme)).toBe('system');
    }
  });

  it('forgets the theme choice with the rest when the app version changes', async () => {
    usePersisted.getState().setTheme('dark');
    localStorage.setItem(
      KEY,
      JSON.stringify({ appVersion: '1.0.4', state: { state: { autoplayPaused: false, theme: 'dark' }, version: 0 } }),
    );
    await usePersisted.persist.rehydrate();
    expect(usePersisted.getState().theme).toBe('system');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('restores the state written by the same app version', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ appVersion: '1.0.5', state: { state: { autoplayPaused: true }, version: 0 } }),
    );
    await usePersisted.persist.rehydrate();
    expect(usePersisted.getState().autoplayPaused).toBe(true);
  });

  it('resets to empty when the stored app version differs', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ appVersion: '1.0.4', state: { state: { autoplayPaused: true }, version: 0 } }),
    );
    await usePersisted.persist.rehydrate();
    expect(usePersisted.getState().autoplayPaused).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('discards corrupt JSON instead of failing', async () => {
    for (const corrupt of ['{not json', '"a string"', 'null', '{"appVersion":"1.0.5"}']) {
      localStorage.setItem(KEY, corrupt);
      await expect(usePersisted.persist.rehydrate()).resolves.toBeUndefined();
      expect(usePersisted.getState().autoplayPaused, corrupt).toBe(false);
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it('treats storage that throws as empty', () => {
    const broken = versionedStorage(() => {
      throw new Error('SecurityError');
    });
    expect(broken.getItem('k')).toBeNull();
    expect(() => broken.setItem('k', '{}')).not.toThrow();
    expect(() => broken.removeItem('k')).not.toThrow();
  });
});
