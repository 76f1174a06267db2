import type { AxiosAdapter } from 'axios';
import * as z from '@/domain/zod';
import { config } from '@/config/appConfig';
import { AppError, BAD_RESPONSE, DEFAULT_ERROR_MESSAGE } from '../errors';
import { httpLibrary, loadOnce } from './httpLibrary';

export const GRAPHQL_TIMEOUT_MS = 2 * 60 * 1000;

const graphqlErrorSchema = z.object({
  message: z.optional(z.string()),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(z.looseObject({ code: z.optional(z.string()) })),
});
const envelopeSchema = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(graphqlErrorSchema)),
});

/** Only the first entry of a GraphQL `errors` array is reported. */
export function toAppError(body: unknown): AppError | null {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  const first = parsed.data.errors?.[0];
  if (!first) return null;
  // UNAUTHENTICATED is not special-cased (the site has no sign-in): it rejects like any other error
  return new AppError(
    first.message || DEFAULT_ERROR_MESSAGE,
    first.extensions?.code || BAD_RESPONSE,
    first.path?.join('.'),
  );
}

export interface GraphqlClient {
  request<S extends z.ZodMiniType>(query: string, schema: S, variables?: Record<string, unknown>): Promise<z.output<S>>;
}

/** Rejects with an AppError for a GraphQL error and with ERR_SYS_BAD_RESPONSE for data that fails validation. */
export function createGraphqlClient(options: { url?: string; adapter?: AxiosAdapter } = {}): GraphqlClient {
  // created on the first request: the HTTP library is loaded then (httpLibrary.ts)
  const client = loadOnce(() =>
    httpLibrary().then((axios) => ({
      axios,
      instance: axios.create({
        baseURL: options.url ?? config.graphqlUrl,
        timeout: GRAPHQL_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
        adapter: options.adapter,
      }),
    })),
  );
  return {
    async request(query, schema, variables) {
      const { axios, instance } = await client();
      let body: unknown;
      try {
        body = (await instance.post('', { query, variables })).data;
      } catch (error) {
        // GraphQL servers answer some errors with a 4xx status and an `errors` body
        const appError = axios.isAxiosError(error) ? toAppError(error.response?.data) : null;
        throw appError ?? error;
      }
      const appError = toAppError(body);
      if (appError) throw appError;
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success || envelope.data.data === undefined || envelope.data.data === null) {
        throw new AppError(DEFAULT_ERROR_MESSAGE, BAD_RESPONSE);
      }
      const data = schema.safeParse(envelope.data.data);
      if (!data.success) {
        const issue = data.error.issues[0];
        throw new AppError(
          `Malformed GraphQL data${issue ? ` at ${issue.path.join('.')}: ${issue.message}` : ''}`,
          BAD_RESPONSE,
          issue?.path.join('.'),
        );
      }
      return data.data;
    },
  };
}

export const graphql = createGraphqlClient();
