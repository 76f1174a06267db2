import { database } from '@/server/database';
import { handleNewsDetail } from '@/server/rest/news';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleNewsDetail(request, (await params).id, () => database().news);
}
