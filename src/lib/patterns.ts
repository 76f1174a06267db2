/** Anchored, and without the g or y flags, whose lastIndex state would make repeated `.test()` calls differ. */
export const patterns = {
  digits: /^\d+$/,
  /** decimal with an optional fraction: 12, 12.5, -3.25 */
  decimal: /^-?\d+(\.\d+)?$/,
  /** alphanumeric account: letters and digits, 1 to 64 */
  account: /^[A-Za-z0-9]{1,64}$/,
  /** simple e-mail: local@domain.tld */
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  /** URL with protocol and domain: http(s)://host.tld[:port][/path][?query][#hash] */
  url: /^https?:\/\/([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/,
  /** domain: labels of letters, digits and inner hyphens, a letter-only TLD */
  domain: /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
  /** IPv4: four groups 0-255 */
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  /** year-month-day separated by / . or - (one separator throughout), month and day with 1 or 2 digits */
  date: /^\d{4}([/.-])(0?[1-9]|1[0-2])\1(0?[1-9]|[12]\d|3[01])$/,
} as const;

export type PatternName = keyof typeof patterns;

export const matches = (name: PatternName, value: string): boolean => patterns[name].test(value);

/** The first `<svg ...>...</svg>` or `<symbol ...>...</symbol>` element of a markup string, or null. */
export function extractSvg(markup: string): string | null {
  const m = /<(svg|symbol)\b[^>]*>[\s\S]*?<\/\1\s*>/i.exec(markup);
  return m ? m[0] : null;
}

/** Every `<symbol>` element of a sprite, by id. */
export function extractSymbols(markup: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of markup.matchAll(/<symbol\b[^>]*\bid=["']([^"']+)["'][^>]*>[\s\S]*?<\/symbol\s*>/gi)) {
    if (m[1]) out.set(m[1], m[0]);
  }
  return out;
}
