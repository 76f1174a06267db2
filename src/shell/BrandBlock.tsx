'use client';
import { useSyncExternalStore } from 'react';
import { labels } from '@/lib/labels';
import type { Site } from '@/lib/site';
import { motion } from '@/styles/tokens';
import { Marquee } from '@/ui/Marquee';
import { Logo } from '@/ui/Logo';
import styles from './BrandBlock.module.scss';

const noSubscribe = () => () => {};

/** The visitor's current year; the build year in server HTML, corrected on hydration. */
function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(noSubscribe, () => new Date().getFullYear(), () => buildYear);
}

/** Logo and the two-line marquee: department name, then the copyright line (spec section 2). */
export function BrandBlock({ site, buildYear, className }: { site: Site; buildYear: number; className?: string }) {
  const year = useCurrentYear(buildYear);
  return (
    <div className={[styles.brand, className].filter(Boolean).join(' ')} data-testid="brand-block">
      <span className={styles.logo}>
        <Logo size={44} />
      </span>
      <Marquee
        className={styles.marquee}
        interval={motion.marqueeInterval}
        move={motion.marqueeMove}
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
                  © {year} {site.university} {labels.allRightsReserved.zh}
                </span>
                <span className={styles.line2} lang="en">
                  © {year} {site.copyrightHolder}. {labels.allRightsReserved.en}
                </span>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
