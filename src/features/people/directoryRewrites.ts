import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RANK_KEYS } from '../../domain/directory.ts';
import { LATER_PAGE } from '../../lib/laterPage.ts';
import { ANY, paths, PROFILE_LISTS, SCREENS, type ProfileList } from '../../domain/paths.ts';

/**
 * Serve the directory's filtered addresses (`{screen}?rank=…&field=…&q=…`) from /lists/people: every rank and
 * field pair is prerendered, a keyword view is rendered when first asked for and then kept by Next. Rewrites,
 * like the news lists' `?page=n`, so a page costs no proxy. A rank or field the list does not know matches no
 * rule and is ignored; an empty one (a form sent with "All") is no filter. The most specific rule comes first:
 * Next takes the first whose conditions all hold.
 */

/** A keyword the rewrite carries: any text but the characters that would end or break a path segment. */
const KEYWORD = '(?<q>[^/?#%\\\\]*[^/?#%\\\\\\s][^/?#%\\\\]*)';

const alternatives = (values: readonly string[]) => values.map((v) => v.replace(/[^a-z-]/g, '')).join('|');

/** A rewrite as next.config.ts returns it (the news lists' have the same form). */
export interface DirectoryRewrite {
  source: string;
  destination: string;
  has: { type: 'query'; key: string; value: string }[];
}

/** The filters each list offers: the full-time list has ranks and research fields; the part-time list keywords. */
export interface DirectoryOptions {
  fields: readonly string[];
}

export function directoryRewrites({ fields }: DirectoryOptions): DirectoryRewrite[] {
  const rewrites: DirectoryRewrite[] = [];
  const lists: [ProfileList, boolean][] = [
    ['fullTime', true],
    ['partTime', false],
  ];
  for (const [list, filtered] of lists) {
    const source = SCREENS[PROFILE_LISTS[list].screen];
    const rank = { type: 'query' as const, key: 'rank', value: `(?<rank>${alternatives(RANK_KEYS)})` };
    const field = { type: 'query' as const, key: 'field', value: `(?<field>${alternatives(fields)})` };
    const q = { type: 'query' as const, key: 'q', value: KEYWORD };
    const combinations = filtered
      ? [[rank, field, q], [rank, q], [field, q], [q], [rank, field], [rank], [field]]
      : [[q]];
    for (const has of combinations) {
      const keys = new Set(has.map((h) => h.key));
      rewrites.push({
        source,
        has,
        destination: paths.directoryPage(
          list,
          keys.has('rank') ? ':rank' : ANY,
          keys.has('field') ? ':field' : ANY,
          keys.has('q') ? ':q' : undefined,
        ),
      });
    }
  }
  return rewrites;
}

/**
 * A profile's later pages of news, `{profile}?page=n`, from /lists/profile: rendered when first asked for, then kept.
 * Page 1 (or no page) is the prerendered profile itself.
 */
export function profileRewrites(): DirectoryRewrite[] {
  return (['fullTime', 'partTime'] as const).map((list) => ({
    source: `/${PROFILE_LISTS[list].segment}/:id(\\d{1,9})`,
    has: [{ type: 'query' as const, key: 'page', value: LATER_PAGE }],
    destination: paths.profilePage(list, ':id', ':page'),
  }));
}

/** The research field keys, read from the content file as next.config.ts loads (the content check validates it). */
export function readFieldKeys(root = process.cwd()): string[] {
  const file = join(root, 'content', 'people', 'researchFields.json');
  const { fields } = JSON.parse(readFileSync(file, 'utf8')) as { fields: { key: string }[] };
  return fields.map((f) => f.key);
}
