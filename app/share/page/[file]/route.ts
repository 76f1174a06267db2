import { files, SCREEN_NAMES, SCREENS, paths } from '@/domain/paths';
import { site } from '@/lib/site';
import { shareImageResponse } from '@/server/shareImage';
import { menus } from '@/shell/content';
import { entryFor, sectionFor } from '@/shell/navigation';

/** GET /share/page/{slug}.png: the share card of a screen of the site. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () =>
  SCREEN_NAMES.map((s) => ({ file: paths.share.page(s).slice('/share/page/'.length) }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const screen = files.sharePage((await params).file)!;
  if (screen === 'home')
    return shareImageResponse({ title: site.shortName, subTitle: site.subName, kicker: site.university });
  const path = SCREENS[screen];
  const { entry } = entryFor(menus, path)!;
  const top = sectionFor(menus, path).trail[0];
  return shareImageResponse({
    title: entry.title,
    subTitle: entry.subTitle,
    kicker: top && top.id !== entry.id ? `${top.title} ${top.subTitle}` : site.shortName,
  });
}
