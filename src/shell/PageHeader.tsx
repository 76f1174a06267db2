import Link from 'next/link';
import { both, labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { menus } from './content';
import { MenuLink } from './MenuLink';
import { entryFor, isActive, linkKind, sectionFor } from './navigation';
import { StripList } from './StripList';
import styles from './PageHeader.module.scss';

export function PageHeader({ path }: { path: string }) {
  const found = entryFor(menus, path);
  if (!found) throw new Error(`PageHeader: no menu entry for ${path}`);
  const { entry, trail } = found;
  const section = sectionFor(menus, path);
  return (
    <header className={styles.header}>
      {trail.length > 0 && (
        <nav aria-label={both(pageLabels.breadcrumb)} className={styles.breadcrumb}>
          <ol>
            {trail.map((t) => (
              <li key={t.id}>
                {linkKind(t) === 'internal' && t.to ? (
                  // a section's link may be this page itself: never prefetch the page being read
                  <Link href={t.to} prefetch={isActive(t, path) ? false : undefined}>
                    {t.title}
                  </Link>
                ) : (
                  t.title
                )}
                <span lang="en">{t.subTitle}</span>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <PageTitle title={entry.title} subTitle={entry.subTitle} />
      {section.entries.length > 1 && (
        <nav aria-label={both(labels.sectionNav)} className={styles.strip} data-testid="menu-strip">
          <StripList>
            {section.entries.map((e) => (
              <li key={e.id}>
                <MenuLink entry={e} active={isActive(e, path)} className={styles.stripItem} />
              </li>
            ))}
          </StripList>
        </nav>
      )}
    </header>
  );
}

function PageTitle({ title, subTitle }: { title: string; subTitle: string }) {
  return (
    <h1 className={styles.title}>
      <span>{title}</span>
      <span className={styles.sub} lang="en">
        {subTitle}
      </span>
    </h1>
  );
}

/** The header of a page outside the menus (the accessibility statement): its title alone. */
export function TitleHeader({ title, subTitle }: { title: string; subTitle: string }) {
  return (
    <header className={styles.header}>
      <PageTitle title={title} subTitle={subTitle} />
    </header>
  );
}
