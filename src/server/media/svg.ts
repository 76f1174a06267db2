import DOMPurify from 'isomorphic-dompurify';

/*
 * An SVG from an editor is untrusted: opened by itself it is a document of the site's origin, and its scripts
 * would run there. It is sanitised when the editor saves it and checked by the content check (DOMPurify's SVG
 * profile: no script, no event handlers, no foreignObject; and no reference outside the file), and every SVG
 * the site serves carries a policy under which no script runs (src/config/headers.ts): both, in case one fails.
 */

/** Inside the file only, or an embedded raster picture. */
const LOCAL_URI = /^(?:#|data:image\/(?:png|jpe?g|gif|webp|avif);)/i;
/** A style that loads something from elsewhere. */
const EXTERNAL_STYLE = /@import|url\(\s*(?!['"]?\s*#)/i;

/**
 * What anything sanitising would take out starts with: a file without any of these is passed without parsing
 * it (the project's 500 drawings are checked in milliseconds instead of seconds).
 */
const SUSPECT =
  /<(?:script|foreignObject|iframe|embed|object|use|style|animate|set|!ENTITY|handler)|\bon[a-z]+\s*=|href|src\s*=|url\(|@import|javascript:/i;

let svgMode = false;
let ownRemovals: string[] = [];

// DOMPurify's instance is shared with the news sanitiser (src/server/sanitize.ts): these act in svgMode only
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (!svgMode || data.tagName !== 'style') return;
  if (EXTERNAL_STYLE.test(node.textContent ?? '')) {
    ownRemovals.push('a <style> element that loads from elsewhere');
    node.parentNode?.removeChild(node);
  }
});
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!svgMode) return;
  const reference = /^(?:xlink:)?href$|^src$/.test(data.attrName) && !LOCAL_URI.test(data.attrValue.trim());
  // DOMPurify lists the attribute among what it removed
  if (reference || (data.attrName === 'style' && EXTERNAL_STYLE.test(data.attrValue))) data.keepAttr = false;
});

export interface SanitisedSvg {
  svg: string;
  /** what was taken out, one phrase each */
  removed: string[];
}

/** The SVG with everything that could run or load from elsewhere taken out. */
export function sanitiseSvg(text: string): SanitisedSvg {
  svgMode = true;
  ownRemovals = [];
  try {
    const svg = DOMPurify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object', 'animate', 'set'],
      RETURN_TRUSTED_TYPE: false,
    }) as string;
    // the parser's own wrapper elements are reported removed too: not the file's
    const removed = DOMPurify.removed
      .filter((r) => !('element' in r && r.element && /^(?:html|head|body)$/i.test((r.element as Element).nodeName)))
      .map((r) =>
        'element' in r && r.element
          ? `<${(r.element as Element).nodeName.toLowerCase()}>`
          : `the attribute ${(r as { attribute?: Attr }).attribute?.name ?? '?'} of <${(r as { from?: Element }).from?.nodeName.toLowerCase() ?? '?'}>`,
      );
    return { svg, removed: [...new Set([...removed, ...ownRemovals])] };
  } finally {
    svgMode = false;
  }
}

/**
 * Why an SVG file may not be served, in both languages; undefined when sanitising takes nothing out of it. An
 * empty sanitised result is a file DOMPurify could not read as SVG.
 */
export function svgProblem(text: string): string | undefined {
  if (!SUSPECT.test(text)) return undefined;
  const { svg, removed } = sanitiseSvg(text);
  if (!svg.trim()) return 'SVG 無法讀取 / the SVG cannot be read';
  if (!removed.length) return undefined;
  return `SVG 含有不允許的內容：${removed.join('、')} / the SVG holds what is not allowed (script, event handlers, foreignObject or references outside the file): ${removed.join(', ')}`;
}
