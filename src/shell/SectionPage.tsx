import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { paths, SCREENS, type Screen } from '@/domain/paths';
import { bothLanguages, breadcrumbData, pageMetadata } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { menus, pages } from './content';
import { entryFor } from './navigation';
import { PageHeader } from './PageHeader';

/** The title of a page named by the menus: its entry, and its group when that says more. */
function sectionTitle(path: string): string {
  const found = entryFor(menus, path);
  if (!found) throw new Error(`sectionMetadata: no menu entry for ${path}`);
  const { entry, trail } = found;
  const parent = trail[trail.length - 1];
  return [entry.title, entry.subTitle, parent && parent.id !== entry.id ? `· ${parent.title}` : '']
    .filter(Boolean)
    .join(' ');
}

export function sectionMetadata(screen: Screen): Metadata {
  const path = SCREENS[screen];
  const page = pages[path];
  if (!page) throw new Error(`sectionMetadata: no description for ${path} in content/pages.json`);
  return pageMetadata({
    path,
    title: sectionTitle(path),
    description: bothLanguages(page.desc, page.subDesc),
    image: paths.share.page(screen),
  });
}

/** A page outside the menus: its own title, its description from content/pages.json. */
export function describedPageMetadata({
  path,
  title,
  image,
}: {
  path: string;
  title: string;
  image: string;
}): Metadata {
  const page = pages[path];
  if (!page) throw new Error(`describedPageMetadata: no description for ${path} in content/pages.json`);
  return pageMetadata({ path, title, description: bothLanguages(page.desc, page.subDesc), image });
}

export function SectionPage({ screen, children }: { screen: Screen; children: ReactNode }) {
  const path = SCREENS[screen];
  return (
    <>
      <JsonLd data={breadcrumbData(menuTrail(path))} />
      <PageHeader path={path} />
      {children}
    </>
  );
}

export function menuTitle(screen: Screen): { title: string; subTitle: string } {
  const path = SCREENS[screen];
  const found = entryFor(menus, path);
  if (!found) throw new Error(`menuTitle: no menu entry for ${path}`);
  return { title: found.entry.title, subTitle: found.entry.subTitle };
}

/** For breadcrumbs; groups without an address of their own are left out. */
export function menuTrail(path: string): { name: string; path: string }[] {
  const found = entryFor(menus, path);
  if (!found) throw new Error(`menuTrail: no menu entry for ${path}`);
  const steps = [...found.trail, found.entry]
    .filter((e) => e.to && e.type !== 'a')
    .map((e) => ({ name: `${e.title} ${e.subTitle}`, path: e.to! }));
  // a group whose address is its first entry's is the same step twice: keep the entry
  return steps
    .filter((s, i) => steps.findIndex((t) => t.path === s.path) === i || i === steps.length - 1)
    .filter((s, i, all) => i === all.length - 1 || s.path !== all[all.length - 1]!.path);
}
