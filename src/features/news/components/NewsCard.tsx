import { withBasePath } from '@/lib/url';
import { Img } from '@/ui/Img';
import type { NewsCard as Card } from '@/domain/news';
import { paths } from '@/domain/paths';
import { formatDate } from './formatDate';
import styles from './News.module.scss';

/**
 * A news card: banner, date, title, description; a link to its detail overlay `#news/{id}` (on a list),
 * or to another address (`href`, e.g. its page `/news/{id}` from the home page).
 */
export function NewsCard({ news, priority = false, href }: { news: Card; priority?: boolean; href?: string }) {
  return (
    <li className={styles.cardItem}>
      <a
        className={styles.card}
        href={href ?? paths.newsOverlay(news.newsId)}
        data-testid="news-card"
        data-news-id={news.newsId}
      >
        <span className={styles.media}>
          <Img src={news.imgUrl} alt="" width={1200} height={675} priority={priority} className={styles.image} />
        </span>
        <span className={styles.cardBody}>
          <time className={styles.date} dateTime={news.displayDate}>
            {formatDate(news.displayDate)}
          </time>
          <span className={styles.cardTitle}>{news.title}</span>
          <span className={styles.cardSub} lang="en">
            {news.subTitle}
          </span>
          <span className={styles.cardDesc}>{news.description}</span>
        </span>
      </a>
    </li>
  );
}

/** A grid of news cards linking to their pages (`/news/{id}`): the home page's latest news. */
export function NewsCardGrid({ items, label }: { items: Card[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((news) => (
        <NewsCard key={news.newsId} news={news} href={withBasePath(paths.newsItem(news.newsId))} />
      ))}
    </ul>
  );
}
