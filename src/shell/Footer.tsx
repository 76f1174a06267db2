import Link from 'next/link';
import { both } from '@/lib/labels';
import { type AnyLabelKey, labelOf, pageLabels } from '@/lib/pageLabels';
import { paths, SCREENS } from '@/domain/paths';
import type { Site } from '@/domain/site';
import styles from './Footer.module.scss';

/** The social page and school website links both go to the home page; the statement is linked from every page. */
const footerLinks: { key: AnyLabelKey; href: string }[] = [
  { key: 'socialPage', href: SCREENS.home },
  { key: 'schoolWebsite', href: SCREENS.home },
  { key: 'contactUs', href: SCREENS.contactUs },
  { key: 'accessibilityStatement', href: paths.accessibility },
];

export function Footer({ site, brand }: { site: Site; brand: React.ReactNode }) {
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.brand}>{brand}</div>
      <nav aria-label={both(pageLabels.footerNav)}>
        <ul className={styles.links}>
          {footerLinks.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className={styles.link}>
                {labelOf(key).zh}
                <span lang="en">{labelOf(key).en}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.name}>
        {site.university}
        <span lang="en">{site.subUniversity}</span>
      </p>
    </footer>
  );
}
