import 'server-only';
import DOMPurify from 'isomorphic-dompurify';
import { assetUrl } from '@/lib/url';

/** What rich news content may contain. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'section',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'lang', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel'];
/** http(s), mailto and tel URLs, site paths, anchors and relative asset paths; nothing else. */
const ALLOWED_URI = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#|(?![a-z][a-z0-9+.-]*:)[\w.-])/i;

export interface SanitizeOptions {
  /** Serve-time: relative image paths (news/figures/3.svg) become full asset URLs under this prefix. */
  assetPrefix?: string;
}

let currentOptions: SanitizeOptions = {};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as Element;
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (isExternal(href)) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    } else {
      el.removeAttribute('target');
      el.removeAttribute('rel');
    }
  }
  if (el.tagName === 'IMG') {
    const src = el.getAttribute('src') ?? '';
    if (!src || (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src) && !/^https?:\/\//i.test(src))) el.removeAttribute('src');
    else if (currentOptions.assetPrefix !== undefined && !/^(?:https?:\/\/|\/)/i.test(src)) {
      el.setAttribute('src', assetUrl(src, currentOptions.assetPrefix));
    }
    if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    el.setAttribute('loading', 'lazy');
  }
});

/** Serve-time results by input and prefix: sanitising is a pure function of both, and costly (jsdom). */
const served = new Map<string, string>();
const SERVED_MAX = 500;

/** Runs when content is stored and again when it is served. Links to other sites open in a new tab. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const key = `${options.assetPrefix ?? ''}\u0000${html}`;
  const hit = served.get(key);
  if (hit !== undefined) return hit;
  const clean = purify(html, options);
  if (served.size >= SERVED_MAX) served.delete(served.keys().next().value as string);
  served.set(key, clean);
  return clean;
}

function purify(html: string, options: SanitizeOptions): string {
  currentOptions = options;
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: [...ALLOWED_ATTR, 'loading'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ADD_DATA_URI_TAGS: [],
      FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math', 'template'],
      FORBID_ATTR: ['style', 'class', 'id'],
      KEEP_CONTENT: true,
      WHOLE_DOCUMENT: false,
    });
  } finally {
    currentOptions = {};
  }
}
