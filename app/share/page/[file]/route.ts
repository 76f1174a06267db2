import { pageSlug } from '@/lib/seo';
import { site } from '@/lib/site';
import { shareImageResponse } from '@/server/shareImage';
import { menus } from '@/shell/content';
import { menuPaths, sectionFor, entryFor } from '@/shell/navigation';

/** GET /share/page/{slug}.png: the share card of a page of the route table (or home). Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const paths = ['/', ...menuPaths(menus)];
export const generateStaticParams = () => paths.map((p) => ({ file: `${pageSlug(p)}.png` }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const path = paths.find((p) => `${pageSlug(p)}.png` === file)!;
  if (path === '/')
    return shareImageResponse({ title: site.shortName, subTitle: site.subName, kicker: site.university });
  const { entry } = entryFor(menus, path)!;
  const top = sectionFor(menus, path).trail[0];
  return shareImageResponse({
    title: entry.title,
    subTitle: entry.subTitle,
    kicker: top && top.id !== entry.id ? `${top.title} ${top.subTitle}` : site.shortName,
  });
}
