'use client';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { panelPreload } from '@/lib/http/clientLibraries';
import { readAheadThenWarm } from '@/lib/http/readAhead';
import { labels } from '@/lib/labels';
import { pageFromQuery } from '@/lib/pagination';
import { useAsync } from '@/lib/useAsync';
import { withBasePath } from '@/lib/url';
import { useReducedMotion } from '@/lib/useReducedMotion';
import { EmptyState } from '@/ui/EmptyState';
import { HashOverlay } from '@/ui/HashOverlay';
import { Pagination } from '@/ui/Pagination';
import { Spinner } from '@/ui/Spinner';
import type { NewsList as NewsListData } from '@/domain/news';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { api, OVERLAYS, paths, SCREENS, type NewsScreen } from '@/domain/paths';
import { NewsCard } from './NewsCard';
import { newsPanelCode } from '../panelCode';
import { NewsDetailPanel } from './NewsDetailPanel';
import styles from './News.module.scss';

export interface NewsListProps {
  category: NewsCategoryKey;
  /** The screen; pages 2.. are served from an internal route under `?page=n`. */
  screen: NewsScreen;
  /** The page the server rendered, so the first view needs no request. */
  initial: { page: number; data: NewsListData };
}

const preloadSteps = panelPreload(newsPanelCode.load);

const pageInAddress = () => pageFromQuery(new URLSearchParams(window.location.search).getAll('page'));

const pastTheEnd = (page: number, data: NewsListData) => data.page.total_page > 0 && page > data.page.total_page;

/**
 * Every page number is prerendered, but paging here only updates `?page=` and reads the REST API through the
 * query cache: no server round trip.
 */
export function NewsList({ category, screen, initial }: NewsListProps) {
  // The address is read only once mounted: while a client navigation renders the next page, window.location still
  // shows the previous one.
  const [page, setPage] = useState(initial.page);
  useEffect(() => {
    const sync = () => setPage(pageInAddress());
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  const top = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();

  // every page past the last one shows the same thing: no cards, the totals, a way back
  const served = initial.page === page || (pastTheEnd(page, initial.data) && pastTheEnd(initial.page, initial.data));
  const query = useAsync(
    `${category}:${page}`,
    () => newsPanelCode.load().then((m) => m.loadNewsList(category, page)),
    served ? { key: `${category}:${page}`, data: initial.data } : undefined,
  );

  const goTo = (next: number) => {
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(next));
    url.hash = '';
    window.history.pushState(null, '', url.pathname + url.search);
    // render the new page (its spinner) first: scrolling a page that then shrinks would stop short
    flushSync(() => setPage(next));
    top.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  const data = query.data;
  const href = (p: number) => withBasePath(paths.newsPage(screen, p));
  return (
    <div
      className={styles.list}
      ref={top}
      tabIndex={-1}
      data-testid="news-list"
      data-category={category}
      data-page={page}
    >
      {query.status === 'pending' ? (
        <Spinner />
      ) : (
        <>
          {data && data.datas.length > 0 ? (
            <ul className={styles.cards} aria-label={`${labels.newsList.zh} ${labels.newsList.en}`}>
              {/* one image fetched first: two high-priority photos would share a phone's bandwidth */}
              {data.datas.map((news, i) => (
                <NewsCard key={news.newsId} news={news} priority={i === 0} overlay />
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
              hrefFor={href}
              onNavigate={goTo}
              form={{ action: withBasePath(SCREENS[screen]) }}
            />
          )}
        </>
      )}
      <HashOverlay
        pattern={OVERLAYS.news}
        label={`${labels.newsDetail.zh} ${labels.newsDetail.en}`}
        preload={preloadSteps}
        prepare={({ id }) => {
          if (id) readAheadThenWarm(api.newsItem(id), () => newsPanelCode.loaded()?.warmNewsDetail(id));
        }}
      >
        {(params) => <NewsDetailPanel newsId={params.id ?? null} />}
      </HashOverlay>
    </div>
  );
}
