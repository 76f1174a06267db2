import { site } from '@/lib/site';
import styles from './HomeHeading.module.scss';

/** The home page's heading: the department's name. The home screen's banner and links come with the department-content issue. */
export function HomeHeading() {
  return (
    <header className={styles.hero}>
      <p className={styles.kicker}>
        {site.university} <span lang="en">{site.subUniversity}</span>
      </p>
      <h1 className={styles.title}>
        <span>{site.shortName}</span>
        <span className={styles.sub} lang="en">
          {site.subShortName}
        </span>
      </h1>
      <p className={styles.since}>
        <span>創立於 {site.founded}</span>
        <span lang="en">Since {site.founded}</span>
      </p>
    </header>
  );
}
