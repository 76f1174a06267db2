import Link from 'next/link';
import type { ReactNode } from 'react';
import { both, labels } from '@/lib/labels';
import { formatCount, paginate } from '@/lib/pagination';
import { withBasePath } from '@/lib/url';
import { searchHref, type SearchPageRequest } from '../model';
import styles from './Search.module.scss';

/**
 * The paginator of spec section 5 as plain links (`?q=..&page=N`, filters kept), so it works without
 * JavaScript: previous disabled on page 1, next on the last page, the current page not a link, pages in
 * blocks of 5, and a page picker (a small GET form) disabled when there is one page. Same test ids as
 * the news paginator (src/ui/Pagination.tsx).
 */
export function SearchPagination({ request, totalPages, totalItems }: { request: SearchPageRequest; totalPages: number; totalItems: number }) {
  const p = paginate(request.page, totalPages);
  const href = (page: number) => searchHref({ ...request, page });
  const item = (target: number | null, content: ReactNode, opts: { disabled?: boolean; current?: boolean; label?: string; testId?: string } = {}) => {
    if (opts.current) {
      return (
        <span className={styles.page} aria-current="page" aria-disabled="true" data-testid="page-current">
          {content}
        </span>
      );
    }
    if (opts.disabled || target === null) {
      return (
        <span className={styles.page} aria-disabled="true" data-testid={opts.testId}>
          {content}
        </span>
      );
    }
    return (
      <Link className={styles.page} href={href(target)} aria-label={opts.label} data-testid={opts.testId}>
        {content}
      </Link>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={both('pagination')} data-testid="pagination">
      <ul className={styles.pageList}>
        <li>
          {item(Math.min(p.current - 1, Math.max(1, p.totalPages)), <>‹<span className={styles.hint}> {labels.previousPage.zh}</span></>, {
            disabled: p.previousDisabled,
            label: both('previousPage'),
            testId: 'page-previous',
          })}
        </li>
        {p.previousBlock !== null && <li>{item(p.previousBlock, '…', { label: `${labels.page.zh} ${formatCount(p.previousBlock)}` })}</li>}
        {p.pages.map((n) => (
          <li key={n}>{item(n, formatCount(n), { current: n === p.current, label: `${labels.page.zh} ${formatCount(n)}` })}</li>
        ))}
        {p.nextBlock !== null && <li>{item(p.nextBlock, '…', { label: `${labels.page.zh} ${formatCount(p.nextBlock)}` })}</li>}
        <li>
          {item(p.current + 1, <><span className={styles.hint}>{labels.nextPage.zh} </span>›</>, {
            disabled: p.nextDisabled,
            label: both('nextPage'),
            testId: 'page-next',
          })}
        </li>
      </ul>
      <div className={styles.pageTools}>
        <p className={styles.total}>
          {labels.totalItems.zh} {formatCount(totalItems)} <span lang="en">{labels.totalItems.en}</span>
        </p>
        <form action={withBasePath('/search')} method="get" className={styles.picker}>
          <input type="hidden" name="q" value={request.q} />
          {request.type && <input type="hidden" name="type" value={request.type} />}
          {request.categoryId !== undefined && <input type="hidden" name="categoryId" value={request.categoryId} />}
          {request.year !== undefined && <input type="hidden" name="year" value={request.year} />}
          <label>
            <span>
              {labels.goToPage.zh} <span lang="en">{labels.goToPage.en}</span>
            </span>
            <input
              type="number"
              name="page"
              min={1}
              max={Math.max(1, p.totalPages)}
              defaultValue={p.pickerPage}
              disabled={p.pickerDisabled}
              data-testid="page-picker"
            />
            <span aria-hidden="true">/ {formatCount(Math.max(1, p.totalPages))}</span>
          </label>
          <button type="submit" disabled={p.pickerDisabled}>
            {labels.go.zh} <span lang="en">{labels.go.en}</span>
          </button>
        </form>
      </div>
    </nav>
  );
}
