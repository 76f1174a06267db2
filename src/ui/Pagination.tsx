'use client';
import Link from 'next/link';
import type { ChangeEvent, ReactNode } from 'react';
import { labels } from '@/lib/labels';
import { formatCount, paginate, PAGE_SIZE_OPTIONS } from '@/lib/pagination';
import styles from './Pagination.module.scss';

export interface PaginationProps {
  page: number;
  totalPages: number;
  totalItems?: number;
  /** The address of a page: pages become real links (crawlable, work without JavaScript). */
  hrefFor: (page: number) => string;
  /** Called when the visitor picks a page (a plain click on a page link, or the picker); the owner
   *  updates the address and brings the list top into view. */
  onNavigate: (page: number) => void;
  pageSize?: number;
  /** With this, a page-size picker (8, 40, 72, 150) is shown. */
  onPageSizeChange?: (size: number) => void;
}

/**
 * The paginator of spec sections 5 and 9: previous disabled on page 1, next on the last page, the
 * current page not clickable, page buttons in blocks of 5, a page picker disabled with one page,
 * optional page sizes 8/40/72/150, numbers with thousands separators.
 */
export function Pagination({ page, totalPages, totalItems, hrefFor, onNavigate, pageSize, onPageSizeChange }: PaginationProps) {
  const p = paginate(page, totalPages);
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
      <Link
        className={styles.page}
        href={hrefFor(target)}
        scroll={false}
        aria-label={opts.label}
        data-testid={opts.testId}
        onClick={(e) => {
          // plain clicks page in place; modified clicks (new tab, ...) follow the real link
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          onNavigate(target);
        }}
      >
        {content}
      </Link>
    );
  };

  const onPick = (e: ChangeEvent<HTMLSelectElement>) => onNavigate(Number(e.target.value));

  return (
    <nav className={styles.pagination} aria-label={`${labels.pagination.zh} ${labels.pagination.en}`} data-testid="pagination">
      <ul className={styles.list}>
        <li>
          {item(Math.min(p.current - 1, Math.max(1, p.totalPages)), <>‹<span className={styles.hint}> {labels.previousPage.zh}</span></>, {
            disabled: p.previousDisabled,
            label: `${labels.previousPage.zh} ${labels.previousPage.en}`,
            testId: 'page-previous',
          })}
        </li>
        {p.previousBlock !== null && <li>{item(p.previousBlock, '…', { label: `${formatCount(p.previousBlock)}` })}</li>}
        {p.pages.map((n) => (
          <li key={n}>{item(n, formatCount(n), { current: n === p.current, label: `${labels.page.zh} ${formatCount(n)}` })}</li>
        ))}
        {p.nextBlock !== null && <li>{item(p.nextBlock, '…', { label: `${formatCount(p.nextBlock)}` })}</li>}
        <li>
          {item(p.current + 1, <><span className={styles.hint}>{labels.nextPage.zh} </span>›</>, {
            disabled: p.nextDisabled,
            label: `${labels.nextPage.zh} ${labels.nextPage.en}`,
            testId: 'page-next',
          })}
        </li>
      </ul>
      <div className={styles.tools}>
        {totalItems !== undefined && (
          <p className={styles.total}>
            {labels.totalItems.zh} {formatCount(totalItems)} <span lang="en">{labels.totalItems.en}</span>
          </p>
        )}
        <label className={styles.picker}>
          <span>
            {labels.goToPage.zh} <span lang="en">{labels.goToPage.en}</span>
          </span>
          <select value={p.pickerPage} onChange={onPick} disabled={p.pickerDisabled} data-testid="page-picker">
            {Array.from({ length: Math.max(1, p.totalPages) }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {formatCount(i + 1)} / {formatCount(Math.max(1, p.totalPages))}
              </option>
            ))}
          </select>
        </label>
        {onPageSizeChange && (
          <label className={styles.picker}>
            <span>
              {labels.pageSize.zh} <span lang="en">{labels.pageSize.en}</span>
            </span>
            <select value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))} data-testid="page-size">
              {PAGE_SIZE_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {formatCount(s)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </nav>
  );
}
