import { labels } from '@/lib/labels';
import { withBasePath } from '@/lib/url';
import type { NewsDetail } from '@/domain/news';
import styles from './News.module.scss';

/**
 * The people a news item concerns, each a link to their profile page (a visiting professor's: their entry on the
 * list), which lists the person's news in turn. Plain links: they lead there with JavaScript off.
 */
export function NewsPeople({ news }: { news: Pick<NewsDetail, 'newsId' | 'people'> }) {
  if (!news.people?.length) return null;
  const heading = `news-${news.newsId}-people`;
  return (
    <section className={styles.people} aria-labelledby={heading} data-testid="news-people">
      <h2 id={heading} className={styles.peopleHeading}>
        {labels.newsPeople.zh} <span lang="en">{labels.newsPeople.en}</span>
      </h2>
      <ul className={styles.peopleList}>
        {news.people.map((p) => (
          <li key={`${p.list}/${p.id}`}>
            <a href={withBasePath(p.url)} data-testid="news-person">
              {p.name} <span lang="en">{p.subName}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
