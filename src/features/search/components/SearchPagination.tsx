import { paths } from '@/domain/paths';
import { withBasePath } from '@/lib/url';
import { Pagination } from '@/ui/Pagination';
import { type SearchPageRequest } from '@/domain/search';

/**
 * The search results' paginator: the site's paginator (src/ui/Pagination, spec section 5) with plain
 * links `?q=..&page=N` and a GET picker that keep the query and the filters, so it works without
 * JavaScript (a search result page is rendered on the server for each request).
 */
export function SearchPagination({
  request,
  totalPages,
  totalItems,
}: {
  request: SearchPageRequest;
  totalPages: number;
  totalItems: number;
}) {
  const { q, type, categoryId, year } = request;
  const fields = Object.fromEntries(
    Object.entries({ q, type, categoryId, year })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
  return (
    <Pagination
      page={request.page}
      totalPages={totalPages}
      totalItems={totalItems}
      hrefFor={(page) => withBasePath(paths.search({ ...request, page }))}
      form={{ action: withBasePath(paths.search()), fields }}
    />
  );
}
