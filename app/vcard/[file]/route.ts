import { files } from '@/domain/files';
import { PROFILE_LISTS, VCARD_TYPE } from '@/domain/paths';
import { profileRefs, profileVcard } from '@/features/people/server';
import { menuTitle } from '@/shell/SectionPage';

/** GET /vcard/{list}-{id}.vcf: a profile's contact card, a download. Prerendered. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => files.profileFiles('vcf', profileRefs()).map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { list, id } = files.profileFile((await params).file, 'vcf')!;
  const card = profileVcard(list, id, menuTitle(PROFILE_LISTS[list].screen))!;
  return new Response(card.body, {
    headers: {
      'Content-Type': `${VCARD_TYPE}; charset=utf-8`,
      'Content-Disposition': card.disposition,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
