import Link from 'next/link';
import { SCREENS } from '@/domain/paths';
import type { ReactNode } from 'react';
import { both } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { BackToTop } from './BackToTop';
import { BrandBlock } from './BrandBlock';
import { menus } from './content';
import { Footer } from './Footer';
import { Logo } from '@/ui/Logo';
import { MobileMenu } from './MobileMenu';
import { DialogHost } from './DialogHost';
import { HydratedSignal } from './HydratedSignal';
import { RouteEffects } from './RouteEffects';
import { SideMenu } from './SideMenu';
import { ThemeToggle } from './ThemeToggle';
import { TopMenu } from './TopMenu';
import styles from './Shell.module.scss';
// The 404 and error screens' styles (under 1 KiB) ride in the shell's stylesheet: as a file of their own,
// Next preloaded them on every page, one more request at high priority beside the LCP image.
import './NotFound.module.scss';

/**
 * The top menu, drawer and side menu share one copy of the menu data. The search form is passed in by the route
 * layout because the shell imports no feature.
 */
export function Shell({
  children,
  search,
}: {
  children: ReactNode;
  /** called once per place, so each form has its own field id */
  search?: (place: 'topBar' | 'drawer') => ReactNode;
}) {
  return (
    <>
      <div id="page-top" tabIndex={-1} className={styles.top} />
      <a href="#main" className={styles.skip}>
        {pageLabels.skipToContent.zh} <span lang="en">{pageLabels.skipToContent.en}</span>
      </a>
      <header className={styles.navbar}>
        <Link href={SCREENS.home} className={styles.wordmark}>
          <Logo size={40} />
          <span className={styles.wordmarkText}>
            <span className={styles.wordmarkName}>{site.shortName}</span>
            <span className={styles.wordmarkSub} lang="en">
              {site.subShortName}
            </span>
          </span>
        </Link>
        <div className={`${styles.desktopOnly} ${styles.navEnd}`}>
          {search && <div className={styles.navSearch}>{search('topBar')}</div>}
          <TopMenu menus={menus} />
        </div>
        <div className={styles.mobileOnly}>
          <MobileMenu menus={menus} search={search?.('drawer')} />
        </div>
      </header>
      <div className={styles.frame}>
        <aside className={styles.sidebar} aria-label={both(pageLabels.sidebar)}>
          <SideMenu menus={menus} />
          {/* above the brand block; its box is in the HTML, so nothing moves when its controls come */}
          <ThemeToggle />
          <BrandBlock className={styles.sidebarBrand} />
        </aside>
        <div className={styles.column}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer site={site} brand={<BrandBlock />} />
        </div>
      </div>
      <BackToTop />
      <RouteEffects />
      <DialogHost />
      <HydratedSignal />
    </>
  );
}
