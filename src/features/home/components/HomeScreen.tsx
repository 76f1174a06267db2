import Link from 'next/link';
import { labels } from '@/lib/labels';
import { site } from '@/lib/site';
import { departmentData } from '@/features/site/structuredData';
import { JsonLd } from '@/ui/JsonLd';
import { readHome } from '../server';
import { HomeBanner } from './HomeBanner';
import styles from './Home.module.scss';

/** Home: the fading banner, the department's name, links to the latest news and to contact. */
export function HomeScreen() {
  const home = readHome();
  return (
    <>
      <JsonLd data={departmentData()} />
      <HomeBanner banner={home.banner} />
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
        <p className={styles.tagline}>
          {home.tagline}
          <span lang="en">{home.subTagline}</span>
        </p>
        <ul className={styles.links}>
          <li>
            <Link href="/news" className={styles.primary} data-testid="home-news-link">
              {labels.latestNews.zh} <span lang="en">{labels.latestNews.en}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
          <li>
            <Link href="/contactUs" className={styles.secondary} data-testid="home-contact-link">
              {labels.contactUs.zh} <span lang="en">{labels.contactUs.en}</span>
            </Link>
          </li>
        </ul>
        <p className={styles.since}>
          <span>
            {labels.since.zh} {site.founded}
          </span>
          <span lang="en">
            {labels.since.en} {site.founded}
          </span>
        </p>
      </header>
    </>
  );
}
