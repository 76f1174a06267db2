import { labels } from '@/lib/labels';
import { attachmentTypeName, formatFileSize, type NewsDetail } from '@/domain/news';
import styles from './News.module.scss';

/**
 * A news item's documents as plain download links (they work with JavaScript off), in a section named by its
 * heading. Each link's text is the document's name in both languages, its type and its size, so it says what it
 * downloads when read out of context (a screen reader's list of links).
 */
export function NewsAttachments({ news }: { news: Pick<NewsDetail, 'newsId' | 'attachments'> }) {
  if (!news.attachments?.length) return null;
  const heading = `news-${news.newsId}-attachments`;
  return (
    <section className={styles.attachments} aria-labelledby={heading} data-testid="news-attachments">
      <h2 id={heading} className={styles.attachmentsHeading}>
        {labels.attachments.zh} <span lang="en">{labels.attachments.en}</span>
      </h2>
      <ul className={styles.attachmentList}>
        {news.attachments.map((a) => (
          <li key={a.url}>
            <a className={styles.attachment} href={a.url} type={a.type} download data-testid="news-attachment">
              <span className={styles.attachmentLabel}>
                {a.label} <span lang="en">{a.subLabel}</span>
              </span>
              <span className={styles.attachmentMeta} data-caption>
                {' · '}
                {attachmentTypeName(a.type)} · {formatFileSize(a.size)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
