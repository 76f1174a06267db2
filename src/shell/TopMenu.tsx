'use client';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { both } from '@/lib/labels';
import type { MenuEntry } from '@/domain/menus';
import { MenuLink } from './MenuLink';
import { isActive, topMenuFor } from './navigation';
import { useVisiblePath } from './useVisiblePath';
import styles from './TopMenu.module.scss';

/**
 * A client leaf so that it follows the browser's path for the active entry. Gets the same menus object as the
 * drawer, so the page carries the menu data once.
 */
export function TopMenu({ menus }: { menus: MenuEntry[] }) {
  const path = useVisiblePath();
  const [openId, setOpenId] = useState<string | null>(null);
  const topLinks = useRef(new Map<string, HTMLElement | null>());
  const currentTop = topMenuFor(menus, path);

  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
  };
  const onKeyDown = (id: string) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && openId) {
      setOpenId(null);
      topLinks.current.get(id)?.querySelector<HTMLElement>('a')?.focus();
    }
  };

  return (
    <nav className={styles.nav} aria-label={both('mainNav')} data-testid="top-menu">
      <ul className={styles.bar}>
        {menus.map((menu) => {
          const open = openId === menu.id;
          return (
            <li
              key={menu.id}
              ref={(el) => {
                topLinks.current.set(menu.id, el);
              }}
              className={styles.top}
              data-open={open}
              data-current={currentTop === menu.id}
              onMouseEnter={() => setOpenId(menu.id)}
              onMouseLeave={() => setOpenId(null)}
              onFocus={() => setOpenId(menu.id)}
              onBlur={onBlur}
              onKeyDown={onKeyDown(menu.id)}
              onClick={(e) => {
                // following a link in the panel closes it
                if ((e.target as Element).closest(`.${styles.panel} a`)) setOpenId(null);
              }}
            >
              <MenuLink entry={menu} active={isActive(menu, path)} className={styles.topLink} />
              {menu.children && (
                <div className={styles.panel} data-testid={`top-panel-${menu.id}`}>
                  <ul className={styles.rows}>
                    {menu.children.map((entry) => (
                      <li key={entry.id}>
                        <MenuLink
                          entry={entry}
                          active={isActive(entry, path)}
                          className={styles.row}
                          prefetch="intent"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
