'use client';
import { both, labels } from '@/lib/labels';
import type { MenuEntry } from '@/domain/menus';
import { MenuLink } from './MenuLink';
import { isActive, sectionFor } from './navigation';
import { useVisiblePath } from './useVisiblePath';
import styles from './SideMenu.module.scss';

export function SideMenu({ menus }: { menus: MenuEntry[] }) {
  const path = useVisiblePath();
  const section = sectionFor(menus, path);
  return (
    <nav className={styles.nav} aria-label={both(labels.sectionNav)} data-testid="side-menu">
      {section.parent && (
        <p className={styles.heading}>
          {section.parent.title}
          <span lang="en">{section.parent.subTitle}</span>
        </p>
      )}
      <ul className={styles.list}>
        {section.entries.map((entry) => (
          <li key={entry.id}>
            <MenuLink entry={entry} active={isActive(entry, path)} className={styles.item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
