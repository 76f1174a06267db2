import Link from 'next/link';
import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { CALENDAR_TYPE, FEED_TYPES, paths, type FeedFormat } from '@/domain/paths';
import styles from './FeedLinks.module.scss';

/**
 * 訂閱 Subscribe: the RSS and Atom feeds of what a page lists, its calendar when it has one, and the page of every
 * feed and calendar. Plain links, so they work with JavaScript off.
 */
export function FeedLinks({
  feeds,
  calendar,
  className,
}: {
  feeds: Record<FeedFormat, string>;
  calendar?: string;
  /** its place on the page */
  className?: string;
}) {
  return (
    <p className={`${styles.feedLinks} ${className ?? ''}`} data-caption data-testid="subscribe" data-print="no">
      <span>
        {labels.subscribe.zh} <span lang="en">{labels.subscribe.en}</span>
      </span>
      <a href={withBasePath(feeds.rss)} type={FEED_TYPES.rss} lang="en">
        RSS
      </a>
      <a href={withBasePath(feeds.atom)} type={FEED_TYPES.atom} lang="en">
        Atom
      </a>
      {calendar && (
        <a href={withBasePath(calendar)} type={CALENDAR_TYPE} data-testid="calendar-link">
          {labels.calendar.zh} <span lang="en">{labels.calendar.en}</span> (.ics)
        </a>
      )}
      <Link href={paths.subscribe}>
        {labels.allSubscriptions.zh} <span lang="en">{labels.allSubscriptions.en}</span>
      </Link>
    </p>
  );
}
