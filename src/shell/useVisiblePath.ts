'use client';
import { usePathname } from 'next/navigation';
import { visiblePath } from '@/domain/paths';

/**
 * The path in the browser's address bar. `usePathname()` alone gives `/lists/NEWS/2` while the list
 * page `/news?page=2` is prerendered and `/news` in the browser, and the different active menu entry
 * made React throw the server HTML away (hydration error 418) on every list page after the first.
 */
export function useVisiblePath(): string {
  return visiblePath(usePathname());
}
