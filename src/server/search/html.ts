// Text inside an element marked `lang="en…"` is English and the rest Chinese, so a bilingual body gives both the
// snippet and the English sub-snippet.

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
/** Inline elements do not separate words; every other tag does. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}|#39);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
const LANG = /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export function htmlToText(html: string): { zh: string; en: string } {
  const zh: string[] = [];
  const en: string[] = [];
  const stack: { tag: string; en: boolean; skip: boolean }[] = [];
  const top = () => stack[stack.length - 1];
  const emit = (text: string) => {
    const t = top();
    if (t?.skip) return;
    (t?.en ? en : zh).push(decodeEntities(text));
  };
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    emit(html.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, rawTag, attrs = ''] = m;
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (!INLINE.has(tag)) emit(' ');
    if (closing) {
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
    } else if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) {
      const lang = LANG.exec(attrs);
      const value = lang ? (lang[1] ?? lang[2] ?? lang[3] ?? '') : null;
      const parent = top();
      stack.push({
        tag,
        en: value === null ? (parent?.en ?? false) : /^en\b/i.test(value),
        skip: SKIPPED.has(tag) || (parent?.skip ?? false),
      });
    }
  }
  emit(html.slice(last));
  return { zh: collapse(zh.join('')), en: collapse(en.join('')) };
}
