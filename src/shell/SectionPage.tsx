import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { menus } from './content';
import { entryFor } from './navigation';
import { PageHeader } from './PageHeader';

/** Title and description of a page named by the menus. */
export function sectionMetadata(path: string): Metadata {
  const found = entryFor(menus, path);
  if (!found) throw new Error(`sectionMetadata: no menu entry for ${path}`);
  const { entry, trail } = found;
  const parent = trail[trail.length - 1];
  const title = [entry.title, entry.subTitle, parent && parent.id !== entry.id ? `· ${parent.title}` : '']
    .filter(Boolean)
    .join(' ');
  return { title, description: `${entry.title} ${entry.subTitle}` };
}

/** A page of the route table: its bilingual heading from the menu data, then its content. */
export function SectionPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <PageHeader path={path} />
      {children}
    </>
  );
}
