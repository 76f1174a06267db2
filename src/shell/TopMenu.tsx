'use client';
import { memo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { both, labels } from '@/lib/labels';
import type { MenuEntry } from '@/domain/menus';
import { MenuLink } from './MenuLink';
import { activeIdsIn, topMenuFor } from './navigation';
import { useVisiblePath } from './useVisiblePath';
import styles from './TopMenu.module.scss';

/**
 * A client leaf so that it follows the browser's path for the active entry. Gets the same menus object as the
 * drawer, so the page carries the menu data once.
 */
export function TopMenu({ menus }: { menus: MenuEntry[] }) {
  const path = useVisiblePath();
  const [openId, setOpenId] = useState<string | null>(null);
  const currentTop = topMenuFor(menus, path);

  return (
    <nav className={styles.nav} aria-label={both(labels.mainNav)} data-testid="top-menu">
      <ul className={styles.bar}>
        {menus.map((menu) => (
          <TopMenuItem
            key={menu.id}
            menu={menu}
            open={openId === menu.id}
            anyOpen={openId !== null}
            current={currentTop === menu.id}
            active={activeIdsIn(menu, path)}
            setOpenId={setOpenId}
          />
        ))}
      </ul>
    </nav>
  );
}

/**
 * A top-level entry and its panel. Memoised: a route change re-renders only the entries whose active links
 * change, and opening a panel only the entries whose state changes.
 */
const TopMenuItem = memo(function TopMenuItem({
  menu,
  open,
  anyOpen,
  current,
  active,
  setOpenId,
}: {
  menu: MenuEntry;
  open: boolean;
  anyOpen: boolean;
  current: boolean;
  /** the ids of its active entries (`activeIdsIn`) */ active: string;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}) {
  const item = useRef<HTMLLIElement>(null);
  const activeIds = active.split(' ');
  return (
    <li
      ref={item}
      className={styles.top}
      data-open={open}
      data-current={current}
      onMouseEnter={() => setOpenId(menu.id)}
      onMouseLeave={() => setOpenId(null)}
      onFocus={() => setOpenId(menu.id)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && anyOpen) {
          setOpenId(null);
          item.current?.querySelector<HTMLElement>('a')?.focus();
        }
      }}
      onClick={(e) => {
        // following a link in the panel closes it
        if ((e.target as Element).closest(`.${styles.panel} a`)) setOpenId(null);
      }}
    >
      <MenuLink entry={menu} active={activeIds.includes(menu.id)} className={styles.topLink} />
      {menu.children && (
        <div className={styles.panel} data-testid={`top-panel-${menu.id}`}>
          <ul className={styles.rows}>
            {menu.children.map((entry) => (
              <li key={entry.id}>
                <MenuLink
                  entry={entry}
                  active={activeIds.includes(entry.id)}
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
});
