/**
 * Pages Next renders after the build (the directory's keyword views: rendered when first asked for, then kept in
 * Next's cache) get, as they go out, what serve/postbuild.mjs gives every prerendered page: hydration deferred to
 * the boot script, and a CSP with the hashes of their own inline scripts. Their inline scripts are Next's (its
 * bootstrap and flight data, in which React escapes whatever a visitor typed), so hashing them trusts exactly
 * what the prerendered pages' hashes trust. Their flight data stays inline: moving it to a file would write into
 * the build's folder at run time.
 */
import { contentSecurityPolicy, inlineScriptHashes } from '../src/config/headers.ts';
import { deferHydration } from './deferHydration.mjs';

/**
 * The page as it should go out, and its CSP.
 * @param {string} html a page Next rendered
 * @param {import('../src/config/headers.ts').HeaderSettings} settings
 * @param {string} [page] names the page in messages
 */
export function finishLatePage(html, settings, page) {
  const out = deferHydration(html, { page });
  return { html: out, csp: contentSecurityPolicy({ ...settings, scriptHashes: inlineScriptHashes(out) }) };
}

/**
 * Makes `res` finish a page that Next sends whole (one `end`), as HTML, 200, without a CSP of its own (a
 * prerendered page has its own, from its .meta; search has its nonce). A page that streams keeps the server's
 * fallback CSP. Call it last, right before Next's handler, so that it sees the page before compression.
 * @param {import('node:http').ServerResponse} res
 * @param {import('../src/config/headers.ts').HeaderSettings} settings
 * @param {string} page
 */
export function finishLatePages(res, settings, page) {
  const { write, end } = res;
  let streamed = false;
  res.write = function (...args) {
    streamed = true;
    return write.apply(this, args);
  };
  res.end = function (chunk, encoding, callback) {
    const whole = !streamed && chunk != null && typeof chunk !== 'function';
    if (
      !whole ||
      res.statusCode !== 200 ||
      res.headersSent ||
      res.hasHeader('content-security-policy') ||
      !/text\/html/.test(String(res.getHeader('content-type') ?? ''))
    )
      return end.call(this, chunk, encoding, callback);
    const text =
      typeof chunk === 'string'
        ? chunk
        : Buffer.from(chunk).toString(typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    const finished = finishLatePage(text, settings, page);
    res.setHeader('Content-Security-Policy', finished.csp);
    if (res.hasHeader('content-length')) res.setHeader('Content-Length', Buffer.byteLength(finished.html));
    return end.call(this, finished.html, 'utf8', typeof encoding === 'function' ? encoding : callback);
  };
}
