/**
 * A parameter that is not a positive integer becomes null (zero counts as empty), so the overlay shows its
 * empty state without asking the API.
 */
export type HashParams = Record<string, number | null>;

export interface HashMatch {
  pattern: string;
  params: HashParams;
}

const toNumber = (segment: string): number | null => {
  if (!/^\d{1,15}$/.test(segment)) return null;
  const n = Number(segment);
  return n >= 1 ? n : null;
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches a hash (with or without '#') against one pattern. */
export function matchHash(hash: string, pattern: string): HashMatch | null {
  const segments = hash.replace(/^#\/?/, '').replace(/\/+$/, '').split('/').map(decode);
  const parts = pattern.split('/');
  if (segments.length !== parts.length) return null;
  const params: HashParams = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const seg = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = toNumber(seg);
    else if (part !== seg) return null;
  }
  return { pattern, params };
}

/** Builds the hash of a pattern: hashFor('news/:id', { id: 3 }) -> '#news/3'. */
export function hashFor(pattern: string, params: Record<string, number | string>): string {
  return `#${pattern
    .split('/')
    .map((p) => (p.startsWith(':') ? encodeURIComponent(String(params[p.slice(1)] ?? '')) : p))
    .join('/')}`;
}

/**
 * On a card of a list that shows its items over the list: the item's hash (`#news/3`). The card's href is the
 * item's own page, for a click with JavaScript off, a new tab and crawlers; a plain click opens the overlay
 * (src/lib/useHashRoute.ts).
 */
export const OVERLAY_ATTR = 'data-overlay';
