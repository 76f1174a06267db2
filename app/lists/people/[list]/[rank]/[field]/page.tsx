import { notFound } from 'next/navigation';
import { ProfileDirectory } from '@/features/people/components/PeopleGrid';
import { directoryParams } from '@/features/people/server';
import { isProfileList, PROFILE_LISTS } from '@/domain/paths';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

/**
 * The full-time list filtered by rank and research field, every pair prerendered; visitors see
 * `{screen}?rank=…&field=…` (src/features/people/directoryRewrites.ts). The canonical address is the list's.
 */
type Props = { params: Promise<{ list: string; rank: string; field: string }> };

export const dynamicParams = false;
export const generateStaticParams = directoryParams;

export async function generateMetadata({ params }: Props) {
  const { list } = await params;
  return isProfileList(list) ? sectionMetadata(PROFILE_LISTS[list].screen) : {};
}

export default async function Page({ params }: Props) {
  const { list, rank, field } = await params;
  if (!isProfileList(list)) notFound();
  return (
    <SectionPage screen={PROFILE_LISTS[list].screen}>
      <ProfileDirectory list={list} query={{ rank, field }} />
    </SectionPage>
  );
}
