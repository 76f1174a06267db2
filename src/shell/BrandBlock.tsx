import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { Logo } from '@/ui/Logo';
import { Marquee } from '@/ui/Marquee';
import { CurrentYear } from './CurrentYear';
import styles from './BrandBlock.module.scss';

/** The year of the build, shown until the browser has the visitor's own. */
const buildYear = new Date().getFullYear();

export function BrandBlock({ className }: { className?: string }) {
  return (
    <div className={[styles.brand, className].filter(Boolean).join(' ')} data-testid="brand-block">
      <span className={styles.logo}>
        <Logo size={44} />
      </span>
      <Marquee
        className={styles.marquee}
        items={[
          {
            key: 'name',
            content: (
              <>
                <span className={styles.line1}>{site.name}</span>
                <span className={styles.line2} lang="en">
                  {site.subName}
                </span>
              </>
            ),
          },
          {
            key: 'copyright',
            content: (
              <>
                <span className={styles.line1} data-testid="copyright">
                  © <CurrentYear buildYear={buildYear} /> {site.university} {pageLabels.allRightsReserved.zh}
                </span>
                <span className={styles.line2} lang="en">
                  © <CurrentYear buildYear={buildYear} /> {site.copyrightHolder}. {pageLabels.allRightsReserved.en}
                </span>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
