'use client';
import { usePathname } from 'next/navigation';
import { visiblePath } from '@/domain/paths';

/**
 * Not `usePathname()` alone: on a prerendered list page it gives `/lists/NEWS/2` while the browser shows `/news`,
 * and the different active menu entry made React discard the server HTML (hydration error 418).
 */
export function useVisiblePath(): string {
  // typed string | null by Next; inside the shell it is always a path
  return visiblePath(usePathname() ?? '/');
}
