import Link from 'next/link';
import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { JsonLd } from '@/ui/JsonLd';
import { paths, SCREENS } from '@/domain/paths';
import { departmentJsonLd } from '@/features/contact';
import { formatEventRange, NewsCardGrid, readLatestNews, readUpcomingEvents } from '@/features/news';
import { ShownUntil } from '@/ui/ShownUntil';
import { taipeiToday } from '@/domain/schedule';
import { readHome } from '../server';
import { HomeBanner } from './HomeBanner';
import styles from './Home.module.scss';

/** The last moment of an event time (a date lasts the whole day), Taipei. */
const endOf = (value: string) => (value.length === 10 ? `${value}T23:59:59+08:00` : `${value}:00+08:00`);

export function HomeScreen() {
  const home = readHome();
  const latest = readLatestNews(4);
  const events = readUpcomingEvents(taipeiToday(), 4);
  return (
    <>
      <JsonLd data={departmentJsonLd()} />
      <HomeBanner banner={home.banner} />
      <header className={styles.hero}>
        <p className={styles.kicker} data-caption>
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
            <Link href={SCREENS.news} className={styles.primary} data-testid="home-news-link">
              {pageLabels.latestNews.zh} <span lang="en">{pageLabels.latestNews.en}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
          <li>
            <Link href={SCREENS.contactUs} className={styles.secondary} data-testid="home-contact-link">
              {pageLabels.contactUs.zh} <span lang="en">{pageLabels.contactUs.en}</span>
            </Link>
          </li>
        </ul>
        <p className={styles.since} data-caption>
          <span>
            {pageLabels.since.zh} {site.founded}
          </span>
          <span lang="en">
            {pageLabels.since.en} {site.founded}
          </span>
        </p>
      </header>
      <section className={styles.section} aria-labelledby="home-latest">
        <div className={styles.sectionHead}>
          <h2 id="home-latest" className={styles.sectionTitle}>
            {pageLabels.latestNews.zh} <span lang="en">{pageLabels.latestNews.en}</span>
          </h2>
          <Link href={SCREENS.news} className={styles.more}>
            {pageLabels.moreNews.zh} <span lang="en">{pageLabels.moreNews.en}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <NewsCardGrid items={latest} label={`${pageLabels.latestNews.zh} ${pageLabels.latestNews.en}`} />
      </section>
      {events.length > 0 && (
        <section className={styles.section} aria-labelledby="home-events">
          <h2 id="home-events" className={styles.sectionTitle}>
            {pageLabels.upcomingEvents.zh} <span lang="en">{pageLabels.upcomingEvents.en}</span>
          </h2>
          <ol className={styles.events} data-testid="upcoming-events">
            {events.map((e) => (
              <ShownUntil key={e.newsId} until={endOf(e.eventEnd ?? e.eventStart)} className={styles.eventItem}>
                <time className={styles.eventDate} dateTime={e.eventStart}>
                  {formatEventRange(e.eventStart, e.eventEnd)}
                </time>
                <Link href={paths.newsItem(e.newsId)} className={styles.eventTitle} prefetch={false}>
                  {e.title} <span lang="en">{e.subTitle}</span>
                </Link>
                {e.venue && (
                  <span className={styles.eventVenue} data-caption>
                    {e.venue} {e.subVenue && <span lang="en">{e.subVenue}</span>}
                  </span>
                )}
              </ShownUntil>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
