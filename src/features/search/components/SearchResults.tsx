import Link from 'next/link';
import { labelOf } from '@/lib/pageLabels';
import type { SearchResult } from '@/domain/search';
import { Marked } from './Marked';
import { TYPE_LABELS } from './typeLabels';
import styles from './Search.module.scss';

/** '2025-10-14' -> '2025.10.14', as the news cards show it */
const formatDate = (isoDate: string) => isoDate.replaceAll('-', '.');

export function SearchResults({ results, start }: { results: SearchResult[]; start: number }) {
  return (
    <ol className={styles.results} start={start} data-testid="search-results">
      {results.map((r) => {
        const type = labelOf(TYPE_LABELS[r.type]);
        return (
          <li key={r.id} className={styles.result} data-testid="search-result" data-type={r.type}>
            <p className={styles.resultMeta}>
              <span className={styles.resultType} data-caption>
                {type.zh} <span lang="en">{type.en}</span>
              </span>
              {r.displayDate && (
                <time dateTime={r.displayDate} className={styles.resultDate}>
                  {formatDate(r.displayDate)}
                </time>
              )}
            </p>
            <h3 className={styles.resultTitle}>
              <Link href={r.url}>
                <span>{r.title}</span>
                <span lang="en" className={styles.resultSub}>
                  {r.subTitle}
                </span>
              </Link>
            </h3>
            {r.snippet && (
              <p className={styles.snippet} data-testid="search-snippet">
                <Marked snippet={r.snippet} />
              </p>
            )}
            {r.subSnippet && (
              <p className={styles.snippet} lang="en" data-testid="search-sub-snippet">
                <Marked snippet={r.subSnippet} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
