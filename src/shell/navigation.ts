import { normalisePath } from '@/lib/url';
import type { MenuEntry } from '@/domain/menus';

export type MenuLinkKind = 'internal' | 'external' | 'comingSoon';

export function linkKind(entry: MenuEntry): MenuLinkKind {
  if (!entry.to) return 'comingSoon';
  return entry.type === 'a' ? 'external' : 'internal';
}

/** Exact match only: a section's parent entry is not active on its children's pages. */
export function isActive(entry: MenuEntry, currentPath: string): boolean {
  return linkKind(entry) === 'internal' && normalisePath(entry.to ?? '') === normalisePath(currentPath);
}

/**
 * The ids of `entry` and its descendants that are active for a path, space-separated. A string, so that a memoised
 * part of a menu re-renders on a route change only when the active entries in it change.
 */
export function activeIdsIn(entry: MenuEntry, currentPath: string): string {
  const ids: string[] = [];
  const visit = (e: MenuEntry) => {
    if (isActive(e, currentPath)) ids.push(e.id);
    e.children?.forEach(visit);
  };
  visit(entry);
  return ids.join(' ');
}

/** A group of sibling entries and the entry that holds them (none for the top level). */
export interface MenuSection {
  parent: MenuEntry | null;
  /** Ancestors of the group, outermost first, for the breadcrumb. */
  trail: MenuEntry[];
  entries: MenuEntry[];
}

/**
 * The side menu and strip show the deepest group of entries that holds an entry for the current
 * path (ties: the first in menu order). Paths in no group show the five top-level menus.
 */
export function sectionFor(menus: MenuEntry[], currentPath: string): MenuSection {
  let best: MenuSection & { depth: number } = { parent: null, trail: [], entries: menus, depth: -1 };
  const visit = (entries: MenuEntry[], parent: MenuEntry | null, trail: MenuEntry[], depth: number) => {
    if (depth > best.depth && entries.some((e) => isActive(e, currentPath))) {
      best = { parent, trail, entries, depth };
    }
    for (const e of entries) {
      if (e.children) visit(e.children, e, [...trail, e], depth + 1);
    }
  };
  visit(menus, null, [], 0);
  return { parent: best.parent, trail: best.trail, entries: best.entries };
}

/** The deepest entry for a path, first in menu order. */
export function entryFor(menus: MenuEntry[], currentPath: string): { entry: MenuEntry; trail: MenuEntry[] } | null {
  const section = sectionFor(menus, currentPath);
  const entry = section.entries.find((e) => isActive(e, currentPath));
  return entry ? { entry, trail: section.trail } : null;
}

/** The top-level menu a path belongs to (the one holding its side-menu group), for highlighting. */
export function topMenuFor(menus: MenuEntry[], currentPath: string): string | undefined {
  return sectionFor(menus, currentPath).trail[0]?.id ?? menus.find((m) => isActive(m, currentPath))?.id;
}
