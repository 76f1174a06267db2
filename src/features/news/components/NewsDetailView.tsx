import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { Img } from '@/ui/Img';
import { categoryByKey } from '@/domain/newsCategories';
import type { NewsDetail } from '@/domain/news';
import { CALENDAR_TYPE, paths } from '@/domain/paths';
import { formatDate, formatEventRange } from './formatDate';
import styles from './News.module.scss';

/**
 * Shared by the overlay and the /news/{newsId} page, where the image is the first screen's largest (`imagePriority`).
 * The content was sanitised by the server.
 */
export function NewsDetailView({
  news,
  headingLevel = 2,
  imagePriority = false,
}: {
  news: NewsDetail;
  headingLevel?: 1 | 2;
  imagePriority?: boolean;
}) {
  const category = categoryByKey(news.displayType);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.detail} data-testid="news-detail">
      <p className={styles.meta}>
        <span className={styles.category}>
          {category.title} <span lang="en">{category.subTitle}</span>
        </span>
        <time dateTime={news.displayDate}>{formatDate(news.displayDate)}</time>
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
          <dl>
            <dt>
              {labels.eventWhen.zh} <span lang="en">{labels.eventWhen.en}</span>
            </dt>
            <dd>
              <time dateTime={news.eventStart}>{formatEventRange(news.eventStart, news.eventEnd)}</time>
            </dd>
            {news.venue && (
              <>
                <dt>
                  {labels.eventWhere.zh} <span lang="en">{labels.eventWhere.en}</span>
                </dt>
                <dd>
                  {news.venue} {news.subVenue && <span lang="en">{news.subVenue}</span>}
                </dd>
              </>
            )}
          </dl>
          <a
            className={styles.addToCalendar}
            data-print="no"
            href={withBasePath(paths.newsCalendar(news.newsId))}
            type={CALENDAR_TYPE}
            download
          >
            {labels.addToCalendar.zh} <span lang="en">{labels.addToCalendar.en}</span> (.ics)
          </a>
        </div>
      )}
      <Img
        src={news.imgUrl}
        alt={news.imgAlt ?? ''}
        width={1200}
        height={675}
        className={styles.detailImage}
        priority={imagePriority}
      />
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: news.content }} />
    </article>
  );
}
