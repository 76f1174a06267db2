import { database } from '@/server/database';
import { handleSearch } from '@/server/rest/search';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSearch(request, () => database().search);
}
