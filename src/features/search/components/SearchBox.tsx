import { useId } from 'react';
import { both } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { paths } from '@/domain/paths';
import { withBasePath } from '@/lib/url';
import { SEARCH_QUERY_MAX } from '@/domain/search';
import styles from './Search.module.scss';

export interface SearchBoxProps {
  /** the query to show (the search page) */
  defaultValue?: string;
  /** show the label above the field (the search page); otherwise it is read by screen readers only */
  labelVisible?: boolean;
  /** hidden fields sent with the query (the search page keeps its filters) */
  hidden?: Record<string, string | number | undefined>;
  className?: string;
  /** the shell's form (top bar, drawer): a narrower field and a button with an icon */
  compact?: boolean;
}

/** A plain GET form to /search: it works without JavaScript and gives a shareable address. */
export function SearchBox({
  defaultValue,
  labelVisible = false,
  hidden = {},
  className,
  compact = false,
}: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={both(pageLabels.searchSite)}
      action={withBasePath(paths.search())}
      method="get"
      className={[styles.box, compact && styles.compact, className].filter(Boolean).join(' ')}
      data-testid="search-box"
    >
      <label htmlFor={id} className={labelVisible ? styles.boxLabel : styles.hiddenLabel}>
        {pageLabels.searchSite.zh} <span lang="en">{pageLabels.searchSite.en}</span>
      </label>
      <span className={styles.boxRow}>
        <input
          id={id}
          className={styles.boxInput}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={`${pageLabels.search.zh} ${pageLabels.search.en}`}
        />
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <button type="submit" className={styles.boxButton}>
          {compact && (
            <svg
              className={styles.boxIcon}
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          )}
          <span className={compact ? styles.hiddenLabel : undefined}>
            {pageLabels.search.zh} <span lang="en">{pageLabels.search.en}</span>
          </span>
        </button>
      </span>
    </form>
  );
}
