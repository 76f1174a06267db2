import { database } from '@/server/database';
import { handleNewsList } from '@/server/rest/news';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleNewsList(request, () => database().news);
}
