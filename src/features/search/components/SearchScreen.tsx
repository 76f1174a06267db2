import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { formatCount } from '@/lib/pagination';
import { EmptyState } from '@/ui/EmptyState';
import { SEARCH_PAGE_SIZE, searchPageRequest, type SearchPageQuery } from '@/domain/search';
import { readSearchPage } from '../server';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { SearchPagination } from './SearchPagination';
import { SearchResults } from './SearchResults';
import styles from './Search.module.scss';

/** Rendered on the server for each request, from the address alone. */
export function SearchScreen({ query }: { query: SearchPageQuery }) {
  const request = searchPageRequest(query);
  const data = readSearchPage(request);
  const { q, type, categoryId, year } = request;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span>{pageLabels.search.zh}</span>
          <span lang="en" className={styles.titleSub}>
            {pageLabels.search.en}
          </span>
        </h1>
      </header>
      <SearchBox defaultValue={q} labelVisible hidden={{ type, categoryId, year }} className={styles.pageBox} />
      {data.status === 'idle' && (
        <p className={styles.hintText} data-testid="search-hint">
          {pageLabels.searchHint.zh} <span lang="en">{pageLabels.searchHint.en}</span>
        </p>
      )}
      {data.status === 'tooLong' && (
        <p className={styles.error} role="alert" data-testid="search-too-long">
          {pageLabels.searchTooLong.zh} <span lang="en">{pageLabels.searchTooLong.en}</span>
        </p>
      )}
      {data.status === 'results' && (
        <>
          <SearchFilters
            request={request}
            counts={data.counts}
            newsTotal={
              request.categoryId !== undefined || request.year !== undefined
                ? data.results.page.total_rec
                : data.counts.news
            }
            years={data.years}
          />
          <section className={styles.section} aria-labelledby="search-results-heading">
            <h2 id="search-results-heading" className={styles.resultsHeading}>
              <span>
                {pageLabels.searchResults.zh} <span lang="en">{pageLabels.searchResults.en}</span>
              </span>
              <span className={styles.summary} data-caption data-testid="search-summary">
                {labels.totalItems.zh} {formatCount(data.results.page.total_rec)} {pageLabels.searchCount.zh}
                <span lang="en">
                  {' '}
                  {formatCount(data.results.page.total_rec)} {pageLabels.searchCount.en}
                </span>
              </span>
            </h2>
            {data.results.datas.length > 0 ? (
              <SearchResults results={data.results.datas} start={(request.page - 1) * SEARCH_PAGE_SIZE + 1} />
            ) : (
              <EmptyState />
            )}
            {data.results.page.total_page > 0 && (
              <SearchPagination
                request={request}
                totalPages={data.results.page.total_page}
                totalItems={data.results.page.total_rec}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
