import Link from 'next/link';
import { memo } from 'react';
import { labels } from '@/lib/labels';
import { IntentLink } from '@/ui/IntentLink';
import { LinkPendingHint } from '@/ui/LinkPendingHint';
import type { MenuEntry } from '@/domain/menus';
import { linkKind } from './navigation';
import styles from './MenuLink.module.scss';

export interface MenuLinkProps {
  entry: MenuEntry;
  active?: boolean;
  className?: string;
  /**
   * 'intent' (hover, touch, focus) is for links laid out but hidden (top-menu panels, the drawer), which viewport
   * prefetching would fetch unseen. The current page's own entry is never prefetched.
   */
  prefetch?: 'viewport' | 'intent';
}

/**
 * Internal paths go through next/link, which adds the base path; an entry without a target is 'Coming Soon'.
 * Memoised: a route change re-renders the menus, and only the links whose `active` changes need to follow.
 */
export const MenuLink = memo(function MenuLink({
  entry,
  active = false,
  className,
  prefetch = 'viewport',
}: MenuLinkProps) {
  const kind = linkKind(entry);
  const body = (
    <>
      <span className={styles.text}>
        <span className={styles.title}>{entry.title}</span>
        <span className={styles.sub} lang="en">
          {entry.subTitle}
        </span>
      </span>
      {kind === 'comingSoon' && (
        <span className={styles.badge}>
          <span lang="en">{labels.comingSoon.en}</span>
        </span>
      )}
      {kind === 'external' && (
        <>
          <span className={styles.external} aria-hidden="true">
            ↗
          </span>
          <span className={styles.hidden}>
            {labels.opensInNewTab.zh}
            <span lang="en">{labels.opensInNewTab.en}</span>
          </span>
        </>
      )}
    </>
  );
  const cls = [styles.link, className].filter(Boolean).join(' ');
  if (kind === 'comingSoon') {
    return (
      <span className={cls} aria-disabled="true" data-menu-id={entry.id}>
        {body}
      </span>
    );
  }
  if (kind === 'external') {
    return (
      <a className={cls} href={entry.to} target="_blank" rel="noopener noreferrer" data-menu-id={entry.id}>
        {body}
      </a>
    );
  }
  const link = {
    className: cls,
    href: entry.to ?? '/',
    'aria-current': active ? ('page' as const) : undefined,
    'data-menu-id': entry.id,
  };
  const content = (
    <>
      {body}
      <LinkPendingHint />
    </>
  );
  if (prefetch === 'intent' && !active) return <IntentLink {...link}>{content}</IntentLink>;
  return (
    <Link {...link} prefetch={active ? false : undefined}>
      {content}
    </Link>
  );
});
