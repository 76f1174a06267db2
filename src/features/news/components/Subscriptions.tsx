import type { ReactNode } from 'react';
import { programmeLabel } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { absoluteUrl, withBasePath } from '@/lib/url';
import { categoryByKey } from '@/domain/newsCategories';
import {
  CALENDAR_TYPE,
  FEED_TYPES,
  isCalendarScreen,
  NEWS_SCREEN_NAMES,
  NEWS_SCREENS,
  paths,
  PROGRAMME_KEYS,
  type FeedFormat,
  type ProfileRef,
} from '@/domain/paths';
import { CopyButton } from '@/ui/CopyButton';
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
      <CopyButton text={address} label={address} />
      <code className={styles.address} lang="en">
        {address}
      </code>
    </li>
  );
}

/**
 * One thing to follow: its feeds and, when it has one, its calendar (an absolute address). `collapsed`: a
 * disclosure that opens on its name (the teachers: eighteen of them), which works with JavaScript off.
 */
function SubscriptionGroup({
  id,
  name,
  feeds,
  calendar,
  level,
  collapsed = false,
}: {
  id: string;
  name: { zh: string; en: string };
  feeds: Record<FeedFormat, string>;
  calendar: string | null;
  level: 2 | 3;
  collapsed?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={`subscribe-${id}`} className={level === 2 ? styles.heading : styles.subheading}>
      {name.zh} <span lang="en">{name.en}</span>
    </Heading>
  );
  const list = (
    <ul className={styles.list}>
      {(['rss', 'atom'] as const).map((format) => (
        <Subscription
          key={format}
          name={<span lang="en">{FEED_NAMES[format]}</span>}
          href={withBasePath(feeds[format])}
          type={FEED_TYPES[format]}
          address={absoluteUrl(feeds[format])}
        />
      ))}
      {calendar && (
        <Subscription
          name={
            <>
              {pageLabels.subscribeCalendar.zh} <span lang="en">{pageLabels.subscribeCalendar.en}</span>
            </>
          }
          href={webcal(calendar)}
          type={CALENDAR_TYPE}
          address={calendar}
        />
      )}
    </ul>
  );
  return collapsed ? (
    <details className={styles.disclosure} data-subscription={id}>
      <summary>{heading}</summary>
      {list}
    </details>
  ) : (
    <section aria-labelledby={`subscribe-${id}`} data-subscription={id}>
      {heading}
      {list}
    </section>
  );
}

/** A person's news to follow: their names and profile (list and id). */
export interface PersonSubscription extends ProfileRef {
  name: string;
  subName: string;
}

/**
 * Every feed and calendar of the news on one page, by kind of news, then by programme and by teacher: each with its link and its
 * full address (selectable, to paste into a reader or a calendar app); a calendar also as a webcal: subscription.
 */
export function Subscriptions({ people }: { people: PersonSubscription[] }) {
  return (
    <div className={styles.subscriptions} data-testid="subscriptions">
      <p className={styles.intro}>
        {pageLabels.subscriptionsIntro.zh}
        <span lang="en">{pageLabels.subscriptionsIntro.en}</span>
      </p>
      {NEWS_SCREEN_NAMES.map((screen) => {
        const category = categoryByKey(NEWS_SCREENS[screen]);
        return (
          <SubscriptionGroup
            key={screen}
            id={screen}
            name={{ zh: category.title, en: category.subTitle }}
            feeds={{ rss: paths.feed(screen, 'rss'), atom: paths.feed(screen, 'atom') }}
            calendar={isCalendarScreen(screen) ? absoluteUrl(paths.calendar(screen)) : null}
            level={2}
          />
        );
      })}
      <section aria-labelledby="subscribe-programmes" data-testid="subscribe-programmes">
        <h2 id="subscribe-programmes" className={styles.heading}>
          {pageLabels.programmeSubscriptions.zh} <span lang="en">{pageLabels.programmeSubscriptions.en}</span>
        </h2>
        {PROGRAMME_KEYS.map((programme) => {
          return (
            <SubscriptionGroup
              key={programme}
              id={`programme-${programme}`}
              name={programmeLabel(programme)}
              feeds={{ rss: paths.programmeFeed(programme, 'rss'), atom: paths.programmeFeed(programme, 'atom') }}
              calendar={absoluteUrl(paths.programmeCalendar(programme))}
              level={3}
            />
          );
        })}
      </section>
      <section aria-labelledby="subscribe-people" data-testid="subscribe-people">
        <h2 id="subscribe-people" className={styles.heading}>
          {pageLabels.teacherSubscriptions.zh} <span lang="en">{pageLabels.teacherSubscriptions.en}</span>
        </h2>
        {people.map(({ list, id, name, subName }) => (
          <SubscriptionGroup
            key={`${list}-${id}`}
            id={`${list}-${id}`}
            name={{ zh: name, en: subName }}
            feeds={{ rss: paths.personFeed(list, id, 'rss'), atom: paths.personFeed(list, id, 'atom') }}
            calendar={absoluteUrl(paths.personCalendar(list, id))}
            level={3}
            collapsed
          />
        ))}
      </section>
    </div>
  );
}
