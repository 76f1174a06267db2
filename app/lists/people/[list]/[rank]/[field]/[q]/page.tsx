import { notFound } from 'next/navigation';
import { ProfileDirectory } from '@/features/people/components/PeopleGrid';
import { isProfileList, PROFILE_LISTS } from '@/domain/paths';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

/**
 * A list filtered by a keyword (and rank and field): any text can be asked for, so none is prerendered; each is
 * rendered when first asked for and then served from Next's cache for the life of the build (docs/DECISIONS.md).
 * Visitors see `{screen}?q=…` (src/features/people/directoryRewrites.ts).
 */
type Props = { params: Promise<{ list: string; rank: string; field: string; q: string }> };

export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props) {
  const { list } = await params;
  return isProfileList(list) ? sectionMetadata(PROFILE_LISTS[list].screen) : {};
}

export default async function Page({ params }: Props) {
  const { list, rank, field, q } = await params;
  if (!isProfileList(list)) notFound();
  return (
    <SectionPage screen={PROFILE_LISTS[list].screen}>
      <ProfileDirectory list={list} query={{ rank, field, q: decoded(q) }} />
    </SectionPage>
  );
}

/** The rewrite carries no `%` (src/features/people/directoryRewrites.ts): decoding twice cannot change a keyword. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
