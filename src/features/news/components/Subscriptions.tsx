import type { ReactNode } from 'react';
import { labels } from '@/lib/labels';
import { absoluteUrl, withBasePath } from '@/lib/url';
import { categoryByKey } from '@/domain/newsCategories';
import {
  CALENDAR_TYPE,
  FEED_TYPES,
  isCalendarScreen,
  NEWS_SCREEN_NAMES,
  NEWS_SCREENS,
  paths,
  type FeedFormat,
} from '@/domain/paths';
import styles from './Subscriptions.module.scss';

const FEED_NAMES: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom' };

/** A calendar's address for a calendar app: the same place under webcal:, which apps open as a subscription. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/** One subscription: what it is, its link, and its full address to copy into a reader or an app. */
function Subscription({ name, href, type, address }: { name: ReactNode; href: string; type: string; address: string }) {
  return (
    <li className={styles.subscription}>
      <a href={href} type={type} className={styles.link}>
        {name}
      </a>
      <code className={styles.address} lang="en">
        {address}
      </code>
    </li>
  );
}

/**
 * Every feed and calendar of the news on one page, by kind of news: each with its link and its full address
 * (selectable, to paste into a reader or a calendar app); a calendar also as a webcal: subscription.
 */
export function Subscriptions() {
  return (
    <div className={styles.subscriptions} data-testid="subscriptions">
      <p className={styles.intro}>
        {labels.subscriptionsIntro.zh}
        <span lang="en">{labels.subscriptionsIntro.en}</span>
      </p>
      {NEWS_SCREEN_NAMES.map((screen) => {
        const category = categoryByKey(NEWS_SCREENS[screen]);
        const calendar = isCalendarScreen(screen) ? absoluteUrl(paths.calendar(screen)) : null;
        return (
          <section key={screen} aria-labelledby={`subscribe-${screen}`} data-screen={screen}>
            <h2 id={`subscribe-${screen}`} className={styles.heading}>
              {category.title} <span lang="en">{category.subTitle}</span>
            </h2>
            <ul className={styles.list}>
              {(['rss', 'atom'] as const).map((format) => (
                <Subscription
                  key={format}
                  name={<span lang="en">{FEED_NAMES[format]}</span>}
                  href={withBasePath(paths.feed(screen, format))}
                  type={FEED_TYPES[format]}
                  address={absoluteUrl(paths.feed(screen, format))}
                />
              ))}
              {calendar && (
                <Subscription
                  name={
                    <>
                      {labels.subscribeCalendar.zh} <span lang="en">{labels.subscribeCalendar.en}</span>
                    </>
                  }
                  href={webcal(calendar)}
                  type={CALENDAR_TYPE}
                  address={calendar}
                />
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
