import toRegexRange from 'to-regex-range';

/**
 * The `?page=n` values a rewrite reads as a page after the first (no anchors; Next adds them), leading zeros
 * allowed: page 1 is the prerendered page itself.
 */
export const LATER_PAGE = `0*(?<page>${toRegexRange(2, Number.MAX_SAFE_INTEGER)})`;
