import 'server-only';
import { parseSearchParams } from '@/domain/search';
import type { SearchService } from '../search';
import { apiError, cachedJson, guarded } from './http';

const PARAMS = ['q', 'type', 'categoryId', 'year', 'page', 'pageSize'] as const;

/** GET /scuid-fe-api/search?q=&type=&categoryId=&year=&page=&pageSize= */
export function handleSearch(request: Request, service: () => SearchService): Promise<Response> {
  return guarded(() => {
    const params = new URL(request.url).searchParams;
    const values: Record<string, string | undefined> = {};
    for (const name of PARAMS) {
      const all = params.getAll(name);
      if (all.length > 1) return apiError(400, 'BAD_REQUEST', `${name} must be given once`);
      values[name] = all[0];
    }
    if (values.q === undefined) return apiError(400, 'BAD_REQUEST', 'q is required');
    const parsed = parseSearchParams(values);
    if (!parsed.ok) return apiError(400, 'BAD_REQUEST', parsed.message);
    return cachedJson(request, service().search(parsed.value));
  });
}
