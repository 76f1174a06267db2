import { notFound } from 'next/navigation';
import { ProfilePage, profileMetadata } from '@/features/people/components/ProfilePage';
import { isProfileList, PROFILE_LISTS } from '@/domain/paths';
import { menuTitle } from '@/shell/SectionPage';

/**
 * A profile with page n > 1 of its person's news; visitors see `{profile}?page=n`
 * (src/features/people/directoryRewrites.ts). None is prerendered: each is rendered when first asked for and kept.
 */
type Props = { params: Promise<{ list: string; id: string; page: string }> };

export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = () => [];

async function profilePageOf(params: Props['params']) {
  const { list, id, page } = await params;
  const n = Number(page);
  if (!isProfileList(list) || !/^[1-9]\d*$/.test(page) || n < 2 || !Number.isSafeInteger(n)) notFound();
  return { list, id, page: n };
}

export async function generateMetadata({ params }: Props) {
  const { list, id, page } = await profilePageOf(params);
  return profileMetadata(list, id, (l) => menuTitle(PROFILE_LISTS[l].screen).title, page);
}

export default async function Page({ params }: Props) {
  const { list, id, page } = await profilePageOf(params);
  return <ProfilePage list={list} id={id} page={page} listTitle={menuTitle(PROFILE_LISTS[list].screen)} />;
}
