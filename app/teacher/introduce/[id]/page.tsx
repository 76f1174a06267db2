import { ProfilePage, profileMetadata } from '@/features/people/components/ProfilePage';
import { PROFILE_LISTS } from '@/domain/paths';
import { teacherParams } from '@/features/people/server';
import { menuTitle } from '@/shell/SectionPage';

type Props = { params: Promise<{ id: string }> };
const list = 'fullTime';

/** The path form of `#teacher/introduce/{id}`: every profile prerendered, 404 for any other id. */
export const dynamicParams = false;
export const generateStaticParams = () => teacherParams(list);
export const generateMetadata = async ({ params }: Props) =>
  profileMetadata(list, (await params).id, (l) => menuTitle(PROFILE_LISTS[l].screen).title);

export default async function Page({ params }: Props) {
  return <ProfilePage list={list} id={(await params).id} listTitle={menuTitle(PROFILE_LISTS[list].screen)} />;
}
