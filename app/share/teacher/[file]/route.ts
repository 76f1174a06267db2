import { LIST_PATHS } from '@/features/people/routes';
import { teacherParams, teacherShareCard } from '@/features/people/server';
import { shareImageResponse } from '@/server/shareImage';
import { menuTitle } from '@/shell/SectionPage';

/** GET /share/teacher/{list}-{id}.png: a profile page's share card. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  (['fullTime', 'partTime'] as const).flatMap((list) =>
    teacherParams(list).map(({ id }) => ({ file: `${list}-${id}.png` })),
  );

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [, list, id] = /^(fullTime|partTime)-(\d+)\.png$/.exec((await params).file)! as unknown as [
    string,
    'fullTime' | 'partTime',
    string,
  ];
  const title = menuTitle(LIST_PATHS[list]);
  return shareImageResponse(teacherShareCard(list, id, `${title.title} ${title.subTitle}`)!);
}
