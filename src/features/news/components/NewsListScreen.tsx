import type { NewsCategoryKey } from '../model';
import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { CALENDAR_TYPE, calendarPath, FEED_TYPES, feedPath, isCalendarScreen, screenOf } from '../routes';
import { readNewsList } from '../server';
import { NewsList } from './NewsList';
import styles from './News.module.scss';

/**
 * A news list screen at a page number. Rendered at build time for every page (the `?page=n` address is
 * served from the prerendered page by a rewrite, see listRewrites.ts), so its cards are in the first HTML.
 */
export function NewsListScreen({ category, page }: { category: NewsCategoryKey; page: number }) {
  const path = screenOf(category) ?? '/news';
  return (
    <>
      <p className={styles.subscribe} data-testid="subscribe" data-print="no">
        <span>
          {labels.subscribe.zh} <span lang="en">{labels.subscribe.en}</span>
        </span>
        <a href={withBasePath(feedPath(path, 'rss'))} type={FEED_TYPES.rss}>
          RSS
        </a>
        <a href={withBasePath(feedPath(path, 'atom'))} type={FEED_TYPES.atom}>
          Atom
        </a>
        {isCalendarScreen(path) && (
          <a href={withBasePath(calendarPath(path))} type={CALENDAR_TYPE} data-testid="calendar-link">
            {labels.calendar.zh} <span lang="en">{labels.calendar.en}</span> (.ics)
          </a>
        )}
      </p>
      <NewsList category={category} path={path} initial={{ page, data: readNewsList(category, page) }} />
    </>
  );
}
