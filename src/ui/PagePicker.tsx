'use client';
import { formatCount } from '@/lib/pagination';

export interface PagePickerProps {
  /** the page shown as picked */
  value: number;
  totalPages: number;
  disabled: boolean;
  /** Called with the picked page. Without it, picking submits the picker's form (a GET to ?page=n). */
  onPick?: (page: number) => void;
}

export function PagePicker({ value, totalPages, disabled, onPick }: PagePickerProps) {
  const last = Math.max(1, totalPages);
  return (
    <select
      name="page"
      value={value}
      disabled={disabled}
      data-testid="page-picker"
      onChange={(e) => (onPick ? onPick(Number(e.target.value)) : e.currentTarget.form?.requestSubmit())}
    >
      {Array.from({ length: last }, (_, i) => (
        <option key={i + 1} value={i + 1}>
          {formatCount(i + 1)} / {formatCount(last)}
        </option>
      ))}
    </select>
  );
}
