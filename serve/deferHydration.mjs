/**
 * Hydration after load (run on each prerendered page by serve/postbuild.mjs). Every page works as HTML and
 * paints with no script of the build: Next's scripts become inert, and `hydrationBoot` fetches the page's
 * flight data (moved out of the HTML) and inserts them once the page has loaded and the browser is idle, or
 * at once on an interaction before that, holding a click meanwhile and giving it again after hydration
 * (docs/ARCHITECTURE.md, "Rendering"). A first tap a few seconds in then finds React ready. The names it
 * shares with the app are in src/lib/hydrationProtocol.ts; Next's markup is read through
 * serve/nextOutput.ts, which checks it after each build.
 */

import { transformSync } from 'esbuild';
import { bootNames } from '../src/lib/hydrationProtocol.ts';
import { HELD_CLICK_LIMIT_MS, hydrationBoot } from './hydrationBoot.mjs';

export { HELD_CLICK_LIMIT_MS };
import { insertAfterCharset, removeScriptPreloads, replaceNextScripts, staticUrlBeside } from './nextOutput.ts';

/** The boot script's id; a page that has it was rewritten already. */
const BOOT_ID = 'hydration-boot';

let minified = null;
/** The boot script's function, minified once (it goes into every page). */
function bootSource() {
  if (minified === null) {
    // assigned, or the minifier drops a function expression nothing calls
    const { code } = transformSync(`boot=${hydrationBoot}`, { minify: true, loader: 'js', target: 'es2020' });
    minified = code
      .trim()
      .replace(/^boot=/, '')
      .replace(/;$/, '');
  }
  return minified;
}

/** Whether a page was rewritten already (it has the boot script). */
export const isDeferred = (html) => html.includes(`<script id="${BOOT_ID}">`);

/**
 * The page with its Next scripts deferred and the boot script after <meta charSet> (the charset must
 * stay in the first 1024 bytes). A page without Next scripts, or already rewritten, comes back as is;
 * Next markup of another form than serve/nextOutput.ts knows stops it.
 * @param {string} html a prerendered page
 * @param {{ buildYear?: number, page?: string, flight?: string | null, lazy?: string[] }} [options] `page`
 *   names the page in messages; `flight`: where the page's flight data went, under `/_next/static/`
 *   (serve/nextOutput.ts extractFlight, writeFlightFile), for the boot script to fetch before the scripts
 *   run; `lazy`: the URLs of the chunks the page loads on first use (serve/nextOutput.ts lazyChunks)
 * @returns {string}
 */
export function deferHydration(html, { buildYear = new Date().getFullYear(), page, flight = null, lazy = [] } = {}) {
  if (isDeferred(html)) return html;
  const { html: out, sources } = replaceNextScripts(
    html,
    (src) => `<script type="text/x-deferred" data-next-src="${src}"></script>`,
    page,
  );
  if (sources.length === 0) return html;
  // the preload hint of a script that is now deferred would download it early, then warn it was unused
  const withoutPreloads = removeScriptPreloads(out, new Set(sources), page);
  const source = bootSource();
  const names = JSON.stringify(bootNames).replace(/</g, '\\u003c');
  const flightUrl = flight ? JSON.stringify(staticUrlBeside(sources[0], flight)).replace(/</g, '\\u003c') : 'null';
  const lazyUrls = JSON.stringify(lazy).replace(/</g, '\\u003c');
  const boot = `<script id="${BOOT_ID}">(${source})(${buildYear},${HELD_CLICK_LIMIT_MS},${names},${flightUrl},${lazyUrls})</script>`;
  return insertAfterCharset(withoutPreloads, boot, page);
}
