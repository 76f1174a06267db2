import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { labels } from '@/lib/labels';
import { formatCount, paginate, PAGE_SIZE_OPTIONS } from '@/lib/pagination';
import { PagePicker } from './PagePicker';
import styles from './Pagination.module.scss';

export interface PaginationProps {
  page: number;
  totalPages: number;
  totalItems?: number;
  /** The address of a page: pages are real links (crawlable, they work without JavaScript). */
  hrefFor: (page: number) => string;
  /** To page in place; without it, links and the picker load the page's address. */
  onNavigate?: (page: number) => void;
  /**
   * Where the picker's GET form goes, so it works without JavaScript; `fields` are the query fields to keep.
   * Without it the form goes to the page's own address with `?page=n`.
   */
  form?: { action: string; fields?: Record<string, string> };
  pageSize?: number;
  /** With this, a page-size picker (8, 40, 72, 150) is shown. */
  onPageSizeChange?: (size: number) => void;
}

/** No hooks, so it renders on the server (links and a GET form) as well as in a client list paging in place. */
export function Pagination({
  page,
  totalPages,
  totalItems,
  hrefFor,
  onNavigate,
  form,
  pageSize,
  onPageSizeChange,
}: PaginationProps) {
  const p = paginate(page, totalPages);
  const follow = (target: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    // plain clicks page in place; modified clicks (new tab, ...) follow the real link
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(target);
  };
  const item = (
    target: number | null,
    content: ReactNode,
    opts: { disabled?: boolean; current?: boolean; label?: string; testId?: string } = {},
  ) => {
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
      <a
        className={styles.page}
        href={hrefFor(target)}
        aria-label={opts.label}
        data-testid={opts.testId}
        onClick={onNavigate ? follow(target) : undefined}
      >
        {content}
      </a>
    );
  };

  const picker = (
    <label className={styles.picker}>
      <span>
        {labels.goToPage.zh} <span lang="en">{labels.goToPage.en}</span>
      </span>
      <PagePicker value={p.pickerPage} totalPages={p.totalPages} disabled={p.pickerDisabled} />
    </label>
  );
  // the picked page is gone to only with the button (no change of page on input); in place when the list pages so
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!onNavigate) return;
    e.preventDefault();
    onNavigate(Number(new FormData(e.currentTarget).get('page')));
  };

  return (
    <nav
      className={styles.pagination}
      aria-label={`${labels.pagination.zh} ${labels.pagination.en}`}
      data-testid="pagination"
    >
      <ul className={styles.list}>
        <li>
          {item(
            Math.min(p.current - 1, Math.max(1, p.totalPages)),
            <>
              ‹<span className={styles.hint}> {labels.previousPage.zh}</span>
            </>,
            {
              disabled: p.previousDisabled,
              label: `${labels.previousPage.zh} ${labels.previousPage.en}`,
              testId: 'page-previous',
            },
          )}
        </li>
        {p.previousBlock !== null && (
          <li>{item(p.previousBlock, '…', { label: `${formatCount(p.previousBlock)}` })}</li>
        )}
        {p.pages.map((n) => (
          <li key={n}>
            {item(n, formatCount(n), { current: n === p.current, label: `${labels.page.zh} ${formatCount(n)}` })}
          </li>
        ))}
        {p.nextBlock !== null && <li>{item(p.nextBlock, '…', { label: `${formatCount(p.nextBlock)}` })}</li>}
        <li>
          {item(
            p.current + 1,
            <>
              <span className={styles.hint}>{labels.nextPage.zh} </span>›
            </>,
            {
              disabled: p.nextDisabled,
              label: `${labels.nextPage.zh} ${labels.nextPage.en}`,
              testId: 'page-next',
            },
          )}
        </li>
      </ul>
      <div className={styles.tools}>
        {totalItems !== undefined && (
          <p className={styles.total}>
            {labels.totalItems.zh} {formatCount(totalItems)} <span lang="en">{labels.totalItems.en}</span>
          </p>
        )}
        <form
          action={form?.action}
          method="get"
          className={styles.pickerForm}
          onSubmit={onNavigate ? submit : undefined}
          data-testid="page-picker-form"
        >
          {Object.entries(form?.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {picker}
          <button type="submit" className={styles.go} disabled={p.pickerDisabled} data-testid="page-go">
            {labels.go.zh} <span lang="en">{labels.go.en}</span>
          </button>
        </form>
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
