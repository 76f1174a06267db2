import { PROFILE_LIST_NAMES, type ProfileList } from '@/domain/paths';
import { profilesWithNews } from '@/features/people/server';

/**
 * GET /scuid-fe-api/people/{fullTime|partTime}: `{ datas }`, the profiles of a list, each with the first page of its
 * news. Prerendered JSON, rendered again by a publication that changes a profile's news.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => PROFILE_LIST_NAMES.map((list) => ({ list }));

export async function GET(_request: Request, { params }: { params: Promise<{ list: string }> }) {
  const list = (await params).list as ProfileList; // one of generateStaticParams (dynamicParams = false)
  return Response.json({ datas: profilesWithNews(list) });
}
