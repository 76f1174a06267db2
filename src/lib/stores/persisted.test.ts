import { beforeEach, describe, expect, it } from 'vitest';
import { persistKey, usePersisted, versionedStorage } from './persisted';

const KEY = 'persist:scuid';

describe('persisted state under persist:scuid', () => {
  beforeEach(() => {
    localStorage.clear();
    usePersisted.setState({ autoplayPaused: false });
  });

  it('uses the key persist:{siteCode}', () => {
    expect(persistKey()).toBe(KEY);
    expect(usePersisted.persist.getOptions().name).toBe(KEY);
  });

  it('writes the state stamped with the app version', () => {
    usePersisted.getState().setAutoplayPaused(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      appVersion: '1.0.5',
      state: { state: { autoplayPaused: true }, version: 0 },
    });
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
