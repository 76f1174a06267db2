import Link from 'next/link';
import { SCREENS } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import styles from './NotFound.module.scss';

/** Next answers HTTP 404 with this inside the shell. */
export function NotFound() {
  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span>{pageLabels.notFound.zh}</span>
        <span lang="en">{pageLabels.notFound.en}</span>
      </h1>
      <Link href={SCREENS.home} className={styles.home}>
        {pageLabels.backHome.zh} <span lang="en">{pageLabels.backHome.en}</span>
      </Link>
    </section>
  );
}
