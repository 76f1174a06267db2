import Link from 'next/link';
import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { CALENDAR_TYPE, FEED_TYPES, isCalendarScreen, NEWS_SCREENS, paths, type NewsScreen } from '@/domain/paths';
import { readNewsList } from '../server';
import { NewsList } from './NewsList';
import styles from './News.module.scss';

/** A page of its own for every page number (`?page=n` is a rewrite, listRewrites.ts), so the cards are in the first HTML. */
export function NewsListScreen({ screen, page }: { screen: NewsScreen; page: number }) {
  const category = NEWS_SCREENS[screen];
  return (
    <>
      <p className={styles.subscribe} data-caption data-testid="subscribe" data-print="no">
        <span>
          {labels.subscribe.zh} <span lang="en">{labels.subscribe.en}</span>
        </span>
        <a href={withBasePath(paths.feed(screen, 'rss'))} type={FEED_TYPES.rss} lang="en">
          RSS
        </a>
        <a href={withBasePath(paths.feed(screen, 'atom'))} type={FEED_TYPES.atom} lang="en">
          Atom
        </a>
        {isCalendarScreen(screen) && (
          <a href={withBasePath(paths.calendar(screen))} type={CALENDAR_TYPE} data-testid="calendar-link">
            {labels.calendar.zh} <span lang="en">{labels.calendar.en}</span> (.ics)
          </a>
        )}
        <Link href={paths.subscribe}>
          {labels.allSubscriptions.zh} <span lang="en">{labels.allSubscriptions.en}</span>
        </Link>
      </p>
      <NewsList category={category} screen={screen} initial={{ page, data: readNewsList(category, page) }} />
    </>
  );
}
