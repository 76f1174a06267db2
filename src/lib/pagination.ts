export const PAGE_SIZE_OPTIONS = [8, 40, 72, 150] as const;
export const PAGE_BLOCK_SIZE = 5;

export interface PaginationState {
  /** 1-based requested page (it may lie past the last page, which then shows no items) */
  current: number;
  /** the current page brought into 1..totalPages, for the picker */
  pickerPage: number;
  totalPages: number;
  /** the block of up to 5 page numbers that holds the current page */
  pages: number[];
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** the page picker is disabled when there is one page (or none) */
  pickerDisabled: boolean;
  /** first page of the previous block, if any */
  previousBlock: number | null;
  /** first page of the next block, if any */
  nextBlock: number | null;
}

export function paginate(currentPage: number, totalPages: number, blockSize = PAGE_BLOCK_SIZE): PaginationState {
  const total = Math.max(0, Math.floor(Number.isFinite(totalPages) ? totalPages : 0));
  const last = Math.max(1, total);
  const current = Math.max(1, Math.floor(Number.isFinite(currentPage) ? currentPage : 1));
  const shown = Math.min(last, current);
  const blockStart = Math.floor((shown - 1) / blockSize) * blockSize + 1;
  const blockEnd = Math.min(last, blockStart + blockSize - 1);
  const pages: number[] = [];
  for (let p = blockStart; p <= blockEnd; p += 1) pages.push(p);
  return {
    current,
    pickerPage: shown,
    totalPages: total,
    pages,
    previousDisabled: current <= 1,
    nextDisabled: current >= last,
    pickerDisabled: total <= 1,
    previousBlock: blockStart > 1 ? blockStart - blockSize : null,
    nextBlock: blockEnd < last ? blockEnd + 1 : null,
  };
}

/**
 * 1234567 -> "1,234,567". Not Intl.NumberFormat: the first Intl object loads locale data, 25–90 ms of main
 * thread during hydration of every page with a paginator (CPU profile on the bench machine).
 */
export const formatCount = (n: number): string => {
  const [int, frac] = String(Math.abs(n)).split('.');
  return `${n < 0 ? '-' : ''}${(int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};

/** Of a repeated `page` the last counts, as in the rewrites that serve the page (Next matches the last value). */
export function pageFromQuery(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value.at(-1) : value;
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : 1;
}
