import { formatCount } from '@/lib/pagination';

export interface PagePickerProps {
  /** the page shown as picked */
  value: number;
  totalPages: number;
  disabled: boolean;
}

/**
 * The page select of the picker's form. Choosing a page changes nothing by itself (a keyboard user moving through
 * the options stays where they are): the form's button goes there.
 */
export function PagePicker({ value, totalPages, disabled }: PagePickerProps) {
  const last = Math.max(1, totalPages);
  return (
    // keyed by the page shown, so it shows that page again after paging in place
    <select key={value} name="page" defaultValue={value} disabled={disabled} data-testid="page-picker">
      {Array.from({ length: last }, (_, i) => (
        <option key={i + 1} value={i + 1}>
          {formatCount(i + 1)} / {formatCount(last)}
        </option>
      ))}
    </select>
  );
}
