import { paths } from '@/domain/paths';
import { withBasePath } from '@/lib/url';
import { Pagination } from '@/ui/Pagination';
import { type SearchPageRequest } from '@/domain/search';

/** src/ui/Pagination with plain links and a GET picker that keep the query and filters: it works without JavaScript. */
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
