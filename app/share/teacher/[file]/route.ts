import { PROFILE_LIST_NAMES, PROFILE_LISTS, type ProfileList } from '@/domain/paths';
import { teacherParams, teacherShareCard } from '@/features/people/server';
import { shareImageResponse } from '@/server/shareImage';
import { menuTitle } from '@/shell/SectionPage';

/** GET /share/teacher/{list}-{id}.png: a profile page's share card. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  PROFILE_LIST_NAMES.flatMap((list) => teacherParams(list).map(({ id }) => ({ file: `${list}-${id}.png` })));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [, list, id] = /^(fullTime|partTime)-(\d+)\.png$/.exec((await params).file)! as unknown as [
    string,
    ProfileList,
    string,
  ];
  const title = menuTitle(PROFILE_LISTS[list].screen);
  return shareImageResponse(teacherShareCard(list, id, `${title.title} ${title.subTitle}`)!);
}
