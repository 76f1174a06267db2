import * as z from './zod.ts';
import { nonEmpty } from './fields.ts';
import { DESCRIBED_PATHS, isDescribedPath, isScreenPath, SCREEN_PATHS } from './paths.ts';

export interface MenuEntry {
  id: string;
  title: string;
  subTitle: string;
  /** Internal path or external URL. Absent: the entry shows 'Coming Soon' and is disabled. */
  to?: string;
  /** 'a' marks an external link, opened in a new tab. */
  type?: 'a';
  children?: MenuEntry[];
}

export const menuEntrySchema: z.ZodMiniType<MenuEntry> = z.lazy(() =>
  z
    .strictObject({
      id: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a camelCase identifier')),
      title: nonEmpty,
      subTitle: nonEmpty,
      to: z.optional(nonEmpty),
      type: z.optional(z.literal('a')),
      children: z.optional(z.array(menuEntrySchema).check(z.minLength(1))),
    })
    .check(
      z.superRefine((entry, ctx) => {
        if (entry.type === 'a' && !/^https?:\/\//.test(entry.to ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['to'], message: "an external ('a') entry needs an http(s) URL" });
        }
        if (entry.type !== 'a' && entry.to !== undefined && !isScreenPath(entry.to)) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `an internal entry goes to a screen of the site (${JSON.stringify(entry.to)} is none; see src/domain/paths.ts)`,
          });
        }
      }),
    ),
);

export const menusFileSchema = z
  .strictObject({ menus: z.array(menuEntrySchema).check(z.length(5, 'there are exactly five top-level menus')) })
  .check(
    z.superRefine((file, ctx) => {
      const seen = new Set<string>();
      const walk = (entries: MenuEntry[]) => {
        for (const e of entries) {
          if (seen.has(e.id)) ctx.addIssue({ code: 'custom', path: ['menus'], message: `duplicate menu id "${e.id}"` });
          seen.add(e.id);
          if (e.children) walk(e.children);
        }
      };
      walk(file.menus);
      const named = menuPaths(file.menus);
      for (const path of SCREEN_PATHS)
        if (path !== '/' && !named.includes(path))
          ctx.addIssue({ code: 'custom', path: ['menus'], message: `no entry goes to the screen ${path}` });
    }),
  );

/** Every internal path named by the menus, once each, in menu order. */
export function menuPaths(menus: MenuEntry[]): string[] {
  const out: string[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (e.type !== 'a' && e.to && !out.includes(e.to)) out.push(e.to);
      if (e.children) walk(e.children);
    }
  };
  walk(menus);
  return out;
}

/**
 * content/pages.json: the description of every screen, and of the pages outside the menus (the accessibility
 * statement, the programme comparison), in both languages, for search engines and share cards.
 */
export const pagesFileSchema = z
  .record(
    z.string(),
    z.strictObject({
      desc: z.string().check(z.trim(), z.minLength(20, 'write a sentence or two')),
      subDesc: z.string().check(z.trim(), z.minLength(20, 'write a sentence or two')),
    }),
  )
  .check(
    z.superRefine((pages, ctx) => {
      for (const path of Object.keys(pages))
        if (!isDescribedPath(path))
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: 'is not the path of a screen of the site (see src/domain/paths.ts)',
          });
      for (const path of DESCRIBED_PATHS)
        if (!pages[path]) ctx.addIssue({ code: 'custom', path: [path], message: 'no description for this screen' });
    }),
  );
export type PagesFile = z.infer<typeof pagesFileSchema>;
