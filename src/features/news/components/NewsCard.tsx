import { withBasePath } from '@/lib/url';
import { Img } from '@/ui/Img';
import { overlayLink } from '@/ui/overlayLink';
import type { NewsCard as Card } from '@/domain/news';
import { paths } from '@/domain/paths';
import { formatDate } from './formatDate';
import styles from './News.module.scss';

/**
 * Links to the item's page (`/news/{id}`); on a list (`overlay`), a plain click opens it over the list instead
 * (`#news/{id}`).
 */
export function NewsCard({
  news,
  priority = false,
  overlay = false,
}: {
  news: Card;
  priority?: boolean;
  overlay?: boolean;
}) {
  const page = paths.newsItem(news.newsId);
  const link = overlay ? overlayLink(page, paths.newsOverlay(news.newsId)) : { href: withBasePath(page) };
  return (
    <li className={styles.cardItem}>
      <a className={styles.card} {...link} data-testid="news-card" data-news-id={news.newsId}>
        <span className={styles.media}>
          <Img
            src={news.imgUrl}
            media={news.media}
            slot="newsCard"
            alt=""
            width={1200}
            height={675}
            priority={priority}
            className={styles.image}
          />
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

/** The home page's latest news: cards link to their pages, with no overlay there. */
export function NewsCardGrid({ items, label }: { items: Card[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((news) => (
        <NewsCard key={news.newsId} news={news} />
      ))}
    </ul>
  );
}
