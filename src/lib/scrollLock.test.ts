import { describe, expect, it } from 'vitest';
import { lockScroll, scrollLockCount } from './scrollLock';

describe('scroll lock counter', () => {
  it('locks once for nested covers and restores at zero', () => {
    document.body.style.overflow = 'auto';
    const a = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.dataset.scrollLocked).toBe('true');
    const b = lockScroll();
    expect(scrollLockCount()).toBe(2);
    a();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });
  it('ignores a second release of the same lock', () => {
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(scrollLockCount()).toBe(1);
    b();
    expect(scrollLockCount()).toBe(0);
  });
});
