import { hashFor } from '@/lib/hashRoute';
import { Img } from '@/ui/Img';
import type { NewsCard as Card } from '../model';
import { NEWS_DETAIL_HASH } from '../routes';
import { formatDate } from './formatDate';
import styles from './News.module.scss';

/** A news card: banner, date, title, description; a link to its detail overlay `#news/{id}`. */
export function NewsCard({ news, priority = false }: { news: Card; priority?: boolean }) {
  return (
    <li className={styles.cardItem}>
      <a className={styles.card} href={hashFor(NEWS_DETAIL_HASH, { id: news.newsId })} data-testid="news-card" data-news-id={news.newsId}>
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
