import { files } from '@/domain/files';
import { SCREEN_NAMES, SCREENS, paths } from '@/domain/paths';
import { pageLabels } from '@/lib/pageLabels';
import { site } from '@/lib/site';
import { shareImageResponse } from '@/server/shareImage';
import { menus } from '@/shell/content';
import { entryFor, sectionFor } from '@/shell/navigation';

/** GET /share/page/{slug}.png: the share card of a screen of the site, or of a page outside the menus. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (path: string) => path.slice('/share/page/'.length);

/** The pages outside the menus, titled as their pages are. */
const OUTSIDE = {
  [fileOf(paths.share.accessibility)]: pageLabels.accessibilityStatement,
  [fileOf(paths.share.programmes)]: pageLabels.programmeComparison,
};

export const generateStaticParams = () =>
  [...SCREEN_NAMES.map((s) => fileOf(paths.share.page(s))), ...Object.keys(OUTSIDE)].map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const outside = OUTSIDE[file];
  if (outside) return shareImageResponse({ title: outside.zh, subTitle: outside.en, kicker: site.shortName });
  const screen = files.sharePage(file)!;
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
