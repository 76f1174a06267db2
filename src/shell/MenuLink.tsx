import Link from 'next/link';
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
  /** When the entry's page is prefetched: when the link enters the viewport (Next's default), or on
   *  intent (hover, touch, focus) for links that are laid out but hidden (the top menu's panels, the
   *  drawer). The current page's own entry is never prefetched. */
  prefetch?: 'viewport' | 'intent';
}

/**
 * One menu entry as a link: internal paths through next/link (base path added), type 'a' entries in
 * a new tab with rel="noopener noreferrer", entries without a target as a disabled 'Coming Soon' item.
 * An internal link shows a moving line while its page is on its way (LinkPendingHint).
 */
export function MenuLink({ entry, active = false, className, prefetch = 'viewport' }: MenuLinkProps) {
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
      <span className={cls} aria-disabled="true" data-kind={kind} data-menu-id={entry.id}>
        {body}
      </span>
    );
  }
  if (kind === 'external') {
    return (
      <a
        className={cls}
        href={entry.to}
        target="_blank"
        rel="noopener noreferrer"
        data-kind={kind}
        data-menu-id={entry.id}
      >
        {body}
      </a>
    );
  }
  const link = {
    className: cls,
    href: entry.to ?? '/',
    'aria-current': active ? ('page' as const) : undefined,
    'data-kind': kind,
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
}
