'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useRef } from 'react';
import { labels } from '@/lib/labels';
import { pageFromQuery } from '@/lib/pagination';
import { useReducedMotion } from '@/lib/useReducedMotion';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { Pagination } from '@/ui/Pagination';
import { Spinner } from '@/ui/Spinner';
import { useNewsList } from '../client';
import type { NewsCategoryKey, NewsList as NewsListData } from '../model';
import { NEWS_DETAIL_HASH } from '../routes';
import { NewsCard } from './NewsCard';
import { NewsDetailPanel } from './NewsDetailPanel';
import styles from './News.module.scss';

export interface NewsListProps {
  category: NewsCategoryKey;
  /** The page the server rendered, with its data (so the first view needs no request). */
  initial: { page: number; data: NewsListData };
}

/**
 * A news list (spec section 2): loading spinner, 沒有資料 / No Data, or cards with pagination. The
 * page lives in `?page=`; changing it updates the address without a server round trip and brings the
 * list top into view. A card opens its detail over the list (`#news/{id}`).
 */
export function NewsList({ category, initial }: NewsListProps) {
  const page = pageFromQuery(useSearchParams().get('page'));
  const pathname = usePathname();
  const query = useNewsList(category, page, initial);
  const top = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();

  const goTo = (next: number) => {
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(next));
    url.hash = '';
    window.history.pushState(null, '', url.pathname + url.search);
    top.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  const data = query.data;
  return (
    <div className={styles.list} ref={top} tabIndex={-1} data-testid="news-list" data-category={category} data-page={page}>
      {query.isPending ? (
        <Spinner />
      ) : (
        <>
          {data && data.datas.length > 0 ? (
            <ul className={styles.cards} aria-label={`${labels.newsList.zh} ${labels.newsList.en}`}>
              {data.datas.map((news, i) => (
                <NewsCard key={news.newsId} news={news} priority={i < 2} />
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
          {data && data.page.total_page > 0 && (
            <Pagination
              page={page}
              totalPages={data.page.total_page}
              totalItems={data.page.total_rec}
              hrefFor={(p) => `${pathname}?page=${p}`}
              onNavigate={goTo}
            />
          )}
        </>
      )}
      <HashOverlay pattern={NEWS_DETAIL_HASH} label={`${labels.newsDetail.zh} ${labels.newsDetail.en}`}>
        {(params) => <NewsDetailPanel newsId={params.id ?? null} />}
      </HashOverlay>
    </div>
  );
}
