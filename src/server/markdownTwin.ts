/**
 * A page's Markdown twin: the text of its `<main>` as Markdown (headings, lists, links, tables, images with
 * their alt text), both languages as the page shows them, under a front matter naming the page. Made from
 * the page as it is served, so the twin says what the page says, whatever the screen: by the postbuild step
 * for every prerendered page, by the server for the rest (serve/markdownTwin.ts).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';

/**
 * What a reader does not read as the page's text: controls (copy, share, filters, the search form), scripts
 * and structured data, dialogs (an overlay shows a page that has a twin of its own), navigation (menus,
 * breadcrumbs, a list's pages: llms.txt links every page), and what the page hides from everyone (`hidden`,
 * `aria-hidden`).
 */
export const NOT_TEXT = [
  'script',
  'style',
  'template',
  'button',
  'form',
  'input',
  'select',
  'textarea',
  'dialog',
  'nav',
  '[hidden]',
  '[aria-hidden="true"]',
].join(', ');

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** The page's text kept, its links and images made absolute against `base`. */
function prune<T extends Root | Element>(node: T, base: string): T {
  const children: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type === 'element') {
      if (matches(NOT_TEXT, child)) continue;
      // a decorative image (empty alt) is not read; a picture's sources are other sizes of its image
      if (child.tagName === 'img' && !child.properties.alt) continue;
      if (child.tagName === 'table' && select(BLOCKS_IN_CELL, child)) {
        children.push(...prune(unTabled(child), base).children);
        continue;
      }
      for (const attribute of ['href', 'src'] as const) {
        const value = child.properties[attribute];
        if (typeof value === 'string') child.properties[attribute] = absolute(value, base);
      }
      delete child.properties.srcSet;
    }
    const previous = children.at(-1);
    // the page sets apart by its styles what its markup runs together (a card's date, title and summary; a
    // name and its English form): a space keeps the words apart
    if (previous && apart(previous, child)) children.push({ type: 'text', value: ' ' });
    children.push(child.type === 'element' ? prune(child, base) : child);
  }
  node.children = children as T['children'];
  return node;
}

/** A cell holding these cannot be a Markdown table's cell (one line each). */
const BLOCKS_IN_CELL = ':is(td, th) :is(ul, ol, p, div, table, h1, h2, h3, h4, h5, h6)';
const element = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/**
 * A table whose cells hold lists or paragraphs, as sections: each row's header a heading, each cell under its
 * column's header (the programme comparison: a row per subject, a column per programme).
 */
function unTabled(table: Element): Root {
  const rows = selectAll('tr', table);
  const [head, ...body] = select('thead', table) ? rows : [undefined, ...rows];
  const columns = head ? selectAll('th, td', head).map((c) => c.children) : [];
  const out: Element[] = [];
  for (const row of body) {
    if (!row) continue;
    const cells = selectAll(':scope > :is(th, td)', row);
    cells.forEach((cell, i) => {
      if (cell.tagName === 'th' && i === 0) out.push(element('h3', cell.children));
      else {
        const column = columns[i];
        if (column && column.length > 0) out.push(element('p', [element('strong', column)]));
        out.push(element('div', cell.children));
      }
    });
  }
  return { type: 'root', children: out };
}

const BREAKS = new Set(['br', 'wbr']);
const english = (node: RootContent | ElementContent) => node.type === 'element' && node.properties.lang === 'en';

/** Whether two siblings with nothing between them are shown apart. */
function apart(previous: RootContent | ElementContent, next: RootContent | ElementContent): boolean {
  if (previous.type === 'element' && next.type === 'element')
    return !BREAKS.has(previous.tagName) && !BREAKS.has(next.tagName);
  if (previous.type === 'text' && english(next)) return /\S$/.test(previous.value);
  if (english(previous) && next.type === 'text') return /^\S/.test(next.value);
  return false;
}

function absolute(value: string, base: string): string {
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

const textOf = (node: Element | Root | undefined): string =>
  node
    ? node.children
        .map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : ''))
        .join('')
        .trim()
    : '';

/**
 * The twin of a page's HTML; `url` is the page's own address (its canonical link, if it has one, is named
 * instead). Null when the page has no `<main>`.
 */
export function markdownOf(html: string, url: string): string | null {
  const tree = fromHtml(html);
  const main = select('main', tree);
  if (!main) return null;
  const canonical = select('link[rel="canonical"]', tree)?.properties.href;
  const address = typeof canonical === 'string' ? canonical : url;
  const title = textOf(select('title', tree));
  const body = toMarkdown(toMdast({ type: 'root', children: prune(main, address).children }), {
    extensions: [gfmTableToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    rule: '-',
  }).trim();
  // JSON strings are YAML strings: a title with a colon or a quote stays one value
  return `---\ntitle: ${JSON.stringify(title)}\nurl: ${JSON.stringify(address)}\n---\n\n${body}\n`;
}
