import Link from 'next/link';
import { paths } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import styles from './Comparison.module.scss';

/** The way to the programme comparison from the course intros and the application guide. */
export function ComparisonLink() {
  const { zh, en } = pageLabels.compareProgrammes;
  return (
    <p className={styles.linkBlock} data-testid="comparison-link">
      <Link href={paths.programmes}>
        {zh} <span lang="en">{en}</span>
      </Link>
    </p>
  );
}
