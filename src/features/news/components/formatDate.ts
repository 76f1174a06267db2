/** '2025-10-14' -> '2025.10.14' */
export const formatDate = (isoDate: string): string => isoDate.replaceAll('-', '.');

/** '2026-12-19T09:30' -> '2026.12.19 09:30'; a date stays a date. */
const formatEventTime = (value: string): string =>
  formatDate(value.slice(0, 10)) + (value.length > 10 ? ` ${value.slice(11, 16)}` : '');

/** '2026.12.05 – 2026.12.20', '2026.12.19 09:30–16:00' (one day), or the start alone. Times stay Taipei's. */
export function formatEventRange(start: string, end?: string): string {
  if (!end || end === start) return formatEventTime(start);
  if (start.length > 10 && end.length > 10 && start.slice(0, 10) === end.slice(0, 10))
    return `${formatEventTime(start)}–${end.slice(11, 16)}`;
  return `${formatEventTime(start)} – ${formatEventTime(end)}`;
}
