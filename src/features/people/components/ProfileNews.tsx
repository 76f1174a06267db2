import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import { Pagination } from '@/ui/Pagination';
import { FeedLinks } from '@/ui/FeedLinks';
import type { PersonNews } from '@/domain/personRef';
import { paths, type ProfileList } from '@/domain/paths';
import styles from './People.module.scss';

/**
 * The news that name a person, newest first, ten to a page like the news lists: each a link to the item's page,
 * the later pages at the profile's own address with `?page=n` (plain links and a GET form: they work with
 * JavaScript off; from the overlay they open the profile page).
 */
export function ProfileNews({
  list,
  id,
  news,
  headingLevel,
}: {
  list: ProfileList;
  id: number;
  news: PersonNews;
  headingLevel: 2 | 3;
}) {
  if (news.page.total_rec === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = `profile-${list}-${id}-news`;
  return (
    <section className={styles.section} aria-labelledby={heading} data-testid="profile-news">
      <Heading id={heading} className={styles.sectionTitle}>
        {labels.personNews.zh} <span lang="en">{labels.personNews.en}</span>
      </Heading>
      <ul className={styles.newsList}>
        {news.datas.map((n) => (
          <li key={n.newsId} className={styles.newsItem}>
            <time dateTime={n.displayDate} data-caption>
              {n.displayDate.replaceAll('-', '.')}
            </time>
            <a href={withBasePath(paths.newsItem(n.newsId))} data-testid="profile-news-item">
              {n.title} <span lang="en">{n.subTitle}</span>
            </a>
          </li>
        ))}
      </ul>
      <FeedLinks
        className={styles.newsFeeds}
        feeds={{ rss: paths.personFeed(list, id, 'rss'), atom: paths.personFeed(list, id, 'atom') }}
        calendar={paths.personCalendar(list, id)}
      />
      {news.page.total_page > 1 && (
        <Pagination
          page={news.page.current_page}
          totalPages={news.page.total_page}
          totalItems={news.page.total_rec}
          hrefFor={(page) => withBasePath(paths.profile(list, id, page))}
          form={{ action: withBasePath(paths.profile(list, id)) }}
        />
      )}
    </section>
  );
}
