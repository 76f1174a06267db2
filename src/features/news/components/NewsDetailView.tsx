import type { ReactNode } from 'react';
import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { Img } from '@/ui/Img';
import { panelFigures } from '@/lib/imageSlots';
import { categoryByKey } from '@/domain/newsCategories';
import type { countryName } from '@/domain/countries';
import type { EventAttendanceMode, NewsDetail } from '@/domain/news';
import { CALENDAR_TYPE, paths } from '@/domain/paths';
import { formatDate, formatEventRange } from './formatDate';
import { NewsAttachments } from './NewsAttachments';
import { NewsPeople } from './NewsPeople';
import styles from './News.module.scss';

const MODE_LABELS = {
  offline: labels.eventOffline,
  online: labels.eventOnline,
  mixed: labels.eventMixed,
} as const satisfies Record<EventAttendanceMode, { zh: string; en: string }>;

/**
 * Passed in, not imported: the table of 249 countries is 3 KiB of script, which the panel brings with its code
 * when the browser is idle instead of with the list that hydrates.
 */
type CountryName = typeof countryName;

/** A label pair as a definition term. */
const Term = ({ label }: { label: { zh: string; en: string } }) => (
  <dt>
    {label.zh} <span lang="en">{label.en}</span>
  </dt>
);

/** A link that downloads an .ics file (an event, or one session of it) into a calendar app. */
function CalendarLink(props: { href: string; className?: string; describedBy?: string; children: ReactNode }) {
  return (
    <a
      className={props.className}
      data-caption
      data-print="no"
      href={withBasePath(props.href)}
      type={CALENDAR_TYPE}
      aria-describedby={props.describedBy}
      download
    >
      {props.children} (.ics)
    </a>
  );
}

/**
 * A dated item's time (or each of its sessions, each with its own calendar file), how people attend, the venue, the city and country of an event
 * in a place, and the link of an online one.
 */
function EventFacts({ news, countryName }: { news: NewsDetail & { eventStart: string }; countryName: CountryName }) {
  const mode = news.eventAttendanceMode ?? 'offline';
  const sessions = news.eventSessions;
  return (
    <dl>
      {sessions ? (
        <>
          <Term label={labels.eventSessions} />
          <dd>
            <ol className={styles.sessions} data-testid="news-event-sessions">
              {sessions.map((s, i) => (
                <li key={s.start} className={styles.session}>
                  <time id={`session-${news.newsId}-${i + 1}`} dateTime={s.start}>
                    {formatEventRange(s.start, s.end)}
                  </time>
                  {/* the session's time describes its link: a list of links reads each one's day */}
                  <CalendarLink
                    href={paths.sessionCalendar(news.newsId, i + 1)}
                    className={styles.addSession}
                    describedBy={`session-${news.newsId}-${i + 1}`}
                  >
                    {labels.addSession.zh} <span lang="en">{labels.addSession.en}</span>
                  </CalendarLink>
                </li>
              ))}
            </ol>
          </dd>
        </>
      ) : (
        <>
          <Term label={labels.eventWhen} />
          <dd>
            <time dateTime={news.eventStart}>{formatEventRange(news.eventStart, news.eventEnd)}</time>
          </dd>
        </>
      )}
      <Term label={labels.eventAttendance} />
      <dd data-testid="news-event-mode" data-mode={mode}>
        {MODE_LABELS[mode].zh} <span lang="en">{MODE_LABELS[mode].en}</span>
      </dd>
      {news.venue && (
        <>
          <Term label={labels.eventWhere} />
          <dd>
            {news.venue} {news.subVenue && <span lang="en">{news.subVenue}</span>}
          </dd>
        </>
      )}
      {news.addressLocality && news.addressCountry && (
        <>
          <Term label={labels.eventCity} />
          <dd data-testid="news-event-place">
            {countryName(news.addressCountry, 'zh')}{' '}
            <span lang="en">
              {news.addressLocality.join(', ')}, {countryName(news.addressCountry, 'en')}
            </span>
          </dd>
        </>
      )}
      {news.onlineUrl && (
        <>
          <Term label={labels.eventOnlineUrl} />
          <dd>
            <a
              className={styles.onlineUrl}
              href={news.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="news-event-online"
            >
              {news.onlineUrl}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Shared by the overlay and the /news/{newsId} page, where the image is the first screen's largest (`imagePriority`).
 * The content was sanitised by the server.
 */
export function NewsDetailView({
  news,
  countryName,
  headingLevel = 2,
  imagePriority = false,
}: {
  news: NewsDetail;
  countryName: CountryName;
  headingLevel?: 1 | 2;
  imagePriority?: boolean;
}) {
  const category = categoryByKey(news.displayType);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const addLabel = news.eventSessions ? labels.addAllSessions : labels.addToCalendar;
  return (
    <article className={styles.detail} data-testid="news-detail">
      <p className={styles.meta} data-caption>
        <span className={styles.category}>
          {category.title} <span lang="en">{category.subTitle}</span>
        </span>
        <time dateTime={news.displayDate}>{formatDate(news.displayDate)}</time>
        {news.dateModified && (
          <span data-testid="news-updated">
            {labels.updated.zh} <span lang="en">{labels.updated.en}</span>{' '}
            <time dateTime={news.dateModified}>{formatDate(news.dateModified)}</time>
          </span>
        )}
      </p>
      <Heading className={styles.detailTitle}>
        <span>{news.title}</span>
        <span className={styles.detailTitleEn} lang="en">
          {news.subTitle}
        </span>
      </Heading>
      <p className={styles.lead}>
        {news.description}
        <span lang="en">{news.subDescription}</span>
      </p>
      {news.eventStart && (
        <div className={styles.event} data-testid="news-event">
          <EventFacts news={{ ...news, eventStart: news.eventStart }} countryName={countryName} />
          <CalendarLink href={paths.newsCalendar(news.newsId)} className={styles.addToCalendar}>
            {addLabel.zh} <span lang="en">{addLabel.en}</span>
          </CalendarLink>
        </div>
      )}
      <Img
        src={news.imgUrl}
        media={news.media}
        slot={headingLevel === 1 ? 'prose' : 'prosePanel'}
        alt={[news.imgAlt, news.subImgAlt].filter(Boolean).join(' ')}
        width={1200}
        height={675}
        className={styles.detailImage}
        priority={imagePriority}
      />
      <div
        className={styles.prose}
        dangerouslySetInnerHTML={{ __html: headingLevel === 1 ? news.content : panelFigures(news.content) }}
      />
      <NewsAttachments news={news} />
      <NewsPeople news={news} />
    </article>
  );
}
