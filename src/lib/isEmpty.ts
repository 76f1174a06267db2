/** Data that shows as 沒有資料 / No Data. Zero and false count as empty too. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (value === false || value === 0 || value === '') return true;
  if (typeof value === 'number' && Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0 && !(value instanceof Date);
  return false;
}
