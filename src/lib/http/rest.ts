import type { AxiosAdapter, AxiosResponse, RawAxiosRequestHeaders } from 'axios';
import type * as z from '@/domain/zod';
import { config } from '@/config/appConfig';
import { ApiError, AppError, BAD_RESPONSE } from '../errors';
import { httpLibrary, loadOnce } from './httpLibrary';
import { takeRestAhead } from './readAhead';

export const REST_TIMEOUT_MS = 20 * 60 * 1000;

/** `body` is the validated response body (axios's `data`). */
export interface RestResponse<T> {
  body: T;
  status: number;
  headers: Record<string, string>;
}

export type BodyKind = 'json' | 'form' | 'multipart';

type Params = Record<string, string | number | boolean | null | undefined>;
type Payload = Record<string, unknown>;

function toBody(payload: Payload | undefined, kind: BodyKind): unknown {
  if (payload === undefined || kind === 'json') return payload;
  if (kind === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) form.append(k, String(v));
    return form;
  }
  const data = new FormData();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    data.append(k, v instanceof Blob ? v : String(v));
  }
  return data;
}

const contentType: Record<BodyKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const apiErrorBody = (data: unknown): data is { code: string; message: string } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { code?: unknown }).code === 'string' &&
  typeof (data as { message?: unknown }).message === 'string';

export interface RestClient {
  get<S extends z.ZodMiniType>(url: string, schema: S, params?: Params): Promise<RestResponse<z.output<S>>>;
  delete<S extends z.ZodMiniType>(url: string, schema: S, payload?: Payload): Promise<RestResponse<z.output<S>>>;
  post<S extends z.ZodMiniType>(
    url: string,
    schema: S,
    payload?: Payload,
    kind?: BodyKind,
  ): Promise<RestResponse<z.output<S>>>;
  put<S extends z.ZodMiniType>(
    url: string,
    schema: S,
    payload?: Payload,
    kind?: BodyKind,
  ): Promise<RestResponse<z.output<S>>>;
}

/**
 * Every answer is validated: a malformed body rejects with an AppError ERR_SYS_BAD_RESPONSE, an error body
 * `{ code, message }` with an ApiError; other failures stay axios errors.
 */
export function createRestClient(options: { baseURL?: string; adapter?: AxiosAdapter } = {}): RestClient {
  // created on the first request: the HTTP library is loaded then (httpLibrary.ts)
  const instance = loadOnce(() =>
    httpLibrary().then((axios) => {
      const made = axios.create({
        baseURL: options.baseURL ?? config.restBase,
        timeout: REST_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
        adapter: options.adapter,
      });
      made.interceptors.response.use(undefined, (error: unknown) => {
        if (axios.isAxiosError(error) && error.response && apiErrorBody(error.response.data)) {
          const { code, message } = error.response.data;
          return Promise.reject(new ApiError(message, code, error.response.status, error.config?.url));
        }
        return Promise.reject(error);
      });
      return made;
    }),
  );

  const finish =
    <S extends z.ZodMiniType>(url: string, schema: S) =>
    (res: AxiosResponse): RestResponse<z.output<S>> => {
      const parsed = schema.safeParse(res.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : '';
        throw new AppError(`Malformed response from ${url}${where}`, BAD_RESPONSE, url);
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers ?? {})) if (typeof v === 'string') headers[k] = v;
      return { body: parsed.data, status: res.status, headers };
    };
  const headersFor = (kind: BodyKind): RawAxiosRequestHeaders => ({ 'Content-Type': contentType[kind] });

  return {
    get: (url, schema, params) => {
      const read = () => instance().then((i) => i.get(url, { params }).then(finish(url, schema)));
      const ahead = params === undefined ? takeRestAhead(url) : undefined;
      if (!ahead) return read();
      return ahead.then(
        (data) => finish(url, schema)({ data, status: 200, headers: {} } as AxiosResponse),
        () => read(),
      );
    },
    delete: (url, schema, payload) =>
      instance().then((i) => i.delete(url, { data: payload }).then(finish(url, schema))),
    post: (url, schema, payload, kind = 'json') =>
      instance().then((i) =>
        i.post(url, toBody(payload, kind), { headers: headersFor(kind) }).then(finish(url, schema)),
      ),
    put: (url, schema, payload, kind = 'json') =>
      instance().then((i) =>
        i.put(url, toBody(payload, kind), { headers: headersFor(kind) }).then(finish(url, schema)),
      ),
  };
}

export const rest = createRestClient();
