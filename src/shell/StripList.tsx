'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/** The strip's list; on load it scrolls sideways so the current page's entry is in view. */
export function StripList({ children }: { children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    // a keyboard user already in the strip keeps the entry they are on in view
    if (!el || !active || el.contains(document.activeElement)) return;
    const item = active.closest('li') ?? active;
    el.scrollLeft = Math.max(0, item.offsetLeft - el.offsetLeft - 30);
  }, []);
  return <ul ref={list}>{children}</ul>;
}
