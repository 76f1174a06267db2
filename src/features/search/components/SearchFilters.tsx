import Link from 'next/link';
import type { ReactNode } from 'react';
import { paths } from '@/domain/paths';
import { NEWS_CATEGORIES } from '@/domain/newsCategories';
import { both } from '@/lib/labels';
import { type AnyLabelKey, labelOf, pageLabels } from '@/lib/pageLabels';
import { formatCount } from '@/lib/pagination';
import { SEARCH_TYPES, type SearchPageRequest, type SearchType } from '@/domain/search';
import { TYPE_LABELS } from './typeLabels';
import styles from './Search.module.scss';

function Filter({
  href,
  current,
  children,
  testId,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <Link href={href} className={styles.filter} aria-current={current ? 'true' : undefined} data-testid={testId}>
        {children}
      </Link>
    </li>
  );
}

const Label = ({ k, count }: { k: AnyLabelKey; count?: number }) => (
  <>
    {labelOf(k).zh} <span lang="en">{labelOf(k).en}</span>
    {count !== undefined && <span className={styles.count}> {formatCount(count)}</span>}
  </>
);

function Group({ label, children }: { label: AnyLabelKey; children: ReactNode }) {
  return (
    <div className={styles.filterGroup}>
      <p className={styles.filterLabel} aria-hidden="true">
        <Label k={label} />
      </p>
      <ul className={styles.filters} aria-label={both(labelOf(label))}>
        {children}
      </ul>
    </div>
  );
}

/** Plain links, so each filter is a shareable address and works without JavaScript. Choosing one goes to page 1. */
export function SearchFilters({
  request,
  counts,
  newsTotal,
  years,
}: {
  request: SearchPageRequest;
  /** results of each type without filters */
  counts: Record<SearchType, number>;
  /** results of the news link: with the news filters in force, the current total */
  newsTotal: number;
  years: number[];
}) {
  const { q } = request;
  const news = request.type === 'news' || request.categoryId !== undefined || request.year !== undefined;
  const newsFilters = { q, type: 'news' as const, categoryId: request.categoryId, year: request.year };
  const total = SEARCH_TYPES.reduce((n, t) => n + counts[t], 0);
  return (
    <nav className={styles.filterNav} aria-label={both(pageLabels.searchFilters)} data-testid="search-filters">
      <Group label="filterType">
        <Filter href={paths.search({ q })} current={!news && !request.type} testId="filter-type-all">
          <Label k="allTypes" count={total} />
        </Filter>
        {SEARCH_TYPES.map((type) => (
          <Filter
            key={type}
            href={paths.search(type === 'news' ? newsFilters : { q, type })}
            current={type === 'news' ? news : request.type === type}
            testId={`filter-type-${type}`}
          >
            <Label k={TYPE_LABELS[type]} count={type === 'news' ? newsTotal : counts[type]} />
          </Filter>
        ))}
      </Group>
      {news && (
        <>
          <Group label="filterCategory">
            <Filter
              href={paths.search({ ...newsFilters, categoryId: undefined })}
              current={request.categoryId === undefined}
              testId="filter-category-all"
            >
              <Label k="allCategories" />
            </Filter>
            {NEWS_CATEGORIES.map((c) => (
              <Filter
                key={c.id}
                href={paths.search({ ...newsFilters, categoryId: c.id })}
                current={request.categoryId === c.id}
                testId={`filter-category-${c.id}`}
              >
                {c.title} <span lang="en">{c.subTitle}</span>
              </Filter>
            ))}
          </Group>
          <Group label="filterYear">
            <Filter
              href={paths.search({ ...newsFilters, year: undefined })}
              current={request.year === undefined}
              testId="filter-year-all"
            >
              <Label k="allYears" />
            </Filter>
            {years.map((y) => (
              <Filter
                key={y}
                href={paths.search({ ...newsFilters, year: y })}
                current={request.year === y}
                testId={`filter-year-${y}`}
              >
                {y}
              </Filter>
            ))}
          </Group>
        </>
      )}
    </nav>
  );
}
