'use client';
import { startTransition, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  directoryQuery,
  isFiltered,
  KEYWORD_MAX,
  matchesFilters,
  parseDirectoryQuery,
  type DirectoryEntry,
  type DirectoryFilters as Filters,
} from '@/domain/directory';
import { paths, type ProfileList } from '@/domain/paths';
import { both, labels, type LabelKey } from '@/lib/labels';
import { formatCount } from '@/lib/pagination';
import { withBasePath } from '@/lib/url';
import { EmptyState } from '@/ui/EmptyState';
import people from './People.module.scss';
import styles from './Directory.module.scss';

export interface FilterOption {
  value: string;
  zh: string;
  en: string;
}

const Label = ({ k }: { k: LabelKey }) => (
  <>
    {labels[k].zh} <span lang="en">{labels[k].en}</span>
  </>
);

function Choice({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: LabelKey;
  options: FilterOption[];
  value?: string;
}) {
  const id = useId();
  return (
    <p className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        <Label k={label} />
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={styles.select}>
        <option value="">{both(labels.filterAll)}</option>
        {options.map((o) => (
          // an option holds text only: both languages as one text (lang cannot mark a part of it)
          <option key={o.value} value={o.value}>
            {`${o.zh} ${o.en}`}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * The directory's form and its cards. Without JavaScript (and before React starts) it is a plain GET form: the
 * server answers each filtered address with its view. With it, the cards are shown or hidden as the visitor
 * chooses or types, and the address follows by replaceState: refining one list is not a new page, so Back leaves
 * the list instead of stepping through every letter typed. Choosing never submits or navigates.
 */
export function DirectoryFilters({
  list,
  action,
  ranks,
  fields,
  initial,
  entries,
  cards,
}: {
  list: ProfileList;
  /** the list's own address (base path included): where the form is sent without JavaScript */
  action: string;
  ranks: FilterOption[];
  fields: FilterOption[];
  /** the filters of the address the page was rendered for */
  initial: Filters;
  entries: DirectoryEntry[];
  /** the profiles' cards, in the order of `entries` */
  cards: ReactNode[];
}) {
  const [filters, setFilters] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const keywordId = useId();

  const apply = () => {
    if (!form.current) return;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') values.set(name, value);
    const scope = { ranks: ranks.length > 0, fields: fields.map((f) => f.value) };
    const next = parseDirectoryQuery(values, scope).filters;
    // the same filters keep their object, so the cards are not rendered again for nothing
    setFilters((current) => (directoryQuery(current) === directoryQuery(next) ? current : next));
    const address = withBasePath(paths.directory(list, next)) + window.location.hash;
    const { pathname, search, hash } = window.location;
    if (address !== pathname + search + hash) window.history.replaceState(null, '', address);
  };

  // what was chosen or typed before React started, and the address tidied (empty or unknown values dropped);
  // in a transition, so that hydration's last task does not also render the list again
  useEffect(() => startTransition(apply), []); // eslint-disable-line react-hooks/exhaustive-deps

  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!form.current) return;
    event.preventDefault();
    for (const el of form.current.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
      el.value = '';
    apply();
    form.current.querySelector<HTMLElement>('select, input')?.focus();
  };

  const shown = entries.map((e) => matchesFilters(e, filters));
  const count = shown.filter(Boolean).length;
  const countLabel = count === 1 ? labels.teacherCountOne : labels.teacherCount;
  return (
    <>
      <form
        ref={form}
        role="search"
        aria-label={both(labels.directoryFilters)}
        method="get"
        action={action}
        className={styles.form}
        onChange={apply}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        data-testid="directory-filters"
      >
        {ranks.length > 0 && <Choice name="rank" label="filterRank" options={ranks} value={initial.rank} />}
        {fields.length > 0 && <Choice name="field" label="filterField" options={fields} value={initial.field} />}
        <p className={`${styles.control} ${styles.keyword}`}>
          <label htmlFor={keywordId} className={styles.label}>
            <Label k={ranks.length > 0 ? 'filterKeyword' : 'filterKeywordPartTime'} />
          </label>
          <input
            id={keywordId}
            type="search"
            name="q"
            defaultValue={initial.q ?? ''}
            maxLength={KEYWORD_MAX}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
        </p>
        <p className={styles.actions}>
          <button type="submit" className={styles.button}>
            <Label k="filterApply" />
          </button>
          {isFiltered(filters) && (
            <a href={action} className={styles.clear} onClick={clear}>
              <Label k="filterClear" />
            </a>
          )}
        </p>
      </form>
      <p role="status" aria-live="polite" className={styles.count} data-testid="directory-count">
        {labels.totalItems.zh} {formatCount(count)} {countLabel.zh}{' '}
        <span lang="en">
          {formatCount(count)} {countLabel.en}
        </span>
      </p>
      {count === 0 && <EmptyState />}
      <ul className={people.grid} hidden={count === 0}>
        {cards.map((card, i) => (
          <li key={entries[i]!.id} className={people.cardItem} hidden={!shown[i]}>
            {card}
          </li>
        ))}
      </ul>
    </>
  );
}
