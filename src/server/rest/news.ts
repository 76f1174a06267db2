import 'server-only';
import { categoryById, NEWS_CATEGORIES, NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE } from '@/domain/newsCategories';
import { parsePersonRef, type PersonKey } from '@/domain/people';
import type { NewsRepository } from '../news';
import { newsPerson } from '../newsPeople';
import { apiError, cachedJson, guarded } from './http';

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

const bad = (message: string): { ok: false; response: Response } => ({
  ok: false,
  response: apiError(400, 'BAD_REQUEST', message),
});

/** A positive whole number from a query value; `name` appears in the error. */
function positiveInt(name: string, raw: string, max = Number.MAX_SAFE_INTEGER): Parsed<number> {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    return bad(
      max < Number.MAX_SAFE_INTEGER
        ? `${name} must be a whole number from 1 to ${max}`
        : `${name} must be a positive whole number`,
    );
  }
  return { ok: true, value: Number(raw) };
}

function single(params: URLSearchParams, name: string): Parsed<string | undefined> {
  const all = params.getAll(name);
  if (all.length > 1) return bad(`${name} must be given once`);
  return { ok: true, value: all[0] };
}

/**
 * GET /scuid-fe-api/news?categoryId=&person=&page=&pageSize=; person (fullTime/2, partTime/101, visiting/12): only
 * the items that name that person, not with a category.
 */
export function handleNewsList(request: Request, repo: () => NewsRepository): Promise<Response> {
  return guarded(() => {
    const params = new URL(request.url).searchParams;
    const values: Record<string, string | undefined> = {};
    for (const name of ['categoryId', 'person', 'page', 'pageSize']) {
      const v = single(params, name);
      if (!v.ok) return v.response;
      values[name] = v.value;
    }
    let category: (typeof NEWS_CATEGORIES)[number] | undefined;
    if (values.categoryId !== undefined) {
      const ids = `${NEWS_CATEGORIES[0].id} to ${NEWS_CATEGORIES[NEWS_CATEGORIES.length - 1]!.id}`;
      const id = positiveInt('categoryId', values.categoryId);
      category = id.ok ? categoryById(id.value) : undefined;
      if (!category) return apiError(400, 'BAD_REQUEST', `categoryId must be a known category id (${ids})`);
    }
    let person: PersonKey | undefined;
    if (values.person !== undefined) {
      if (category) return apiError(400, 'BAD_REQUEST', 'person cannot be combined with categoryId');
      const key = parsePersonRef(values.person);
      if (!key)
        return apiError(400, 'BAD_REQUEST', 'person must be a person like fullTime/2, partTime/101 or visiting/12');
      if (!newsPerson(key)) return apiError(404, 'NOT_FOUND', `No person ${values.person} in the directory`);
      person = key;
    }
    const page = values.page === undefined ? { ok: true as const, value: 1 } : positiveInt('page', values.page);
    if (!page.ok) return page.response;
    const pageSize =
      values.pageSize === undefined
        ? { ok: true as const, value: NEWS_PAGE_SIZE }
        : positiveInt('pageSize', values.pageSize, NEWS_MAX_PAGE_SIZE);
    if (!pageSize.ok) return pageSize.response;
    return cachedJson(
      request,
      repo().list({ category: category?.key, person, page: page.value, pageSize: pageSize.value }),
    );
  });
}

/** GET /scuid-fe-api/news/{id} */
export function handleNewsDetail(request: Request, rawId: string, repo: () => NewsRepository): Promise<Response> {
  return guarded(() => {
    const id = positiveInt('id', rawId);
    if (!id.ok) return id.response;
    const data = repo().get(id.value);
    if (!data) return apiError(404, 'NOT_FOUND', `No news item with id ${id.value}`);
    return cachedJson(request, { data });
  });
}
