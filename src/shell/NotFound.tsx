import Link from 'next/link';
import { SCREENS } from '@/domain/paths';
import { labels } from '@/lib/labels';
import styles from './NotFound.module.scss';

/** Next answers HTTP 404 with this inside the shell. */
export function NotFound() {
  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span>{labels.notFound.zh}</span>
        <span lang="en">{labels.notFound.en}</span>
      </h1>
      <Link href={SCREENS.home} className={styles.home}>
        {labels.backHome.zh} <span lang="en">{labels.backHome.en}</span>
      </Link>
    </section>
  );
}
