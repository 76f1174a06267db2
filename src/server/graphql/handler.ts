import 'server-only';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { config } from '@/config/appConfig';
import { API_ROOTS } from '@/domain/paths';
import { database, databaseFailed } from '../database';
import type { NewsRepository } from '../news';
import type { SearchService } from '../search';
import { graphqlSchema } from './schema';

/**
 * What one GraphQL request may ask. Our deepest useful query (a list with its cards) is depth 3 and
 * about 60 tokens; the limits leave room for real clients and refuse abuse before any resolver runs.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 5,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 10,
  /** request body, bytes (413 above it) */
  maxBodyBytes: 16 * 1024,
} as const;

export interface GraphqlOptions {
  endpoint?: string;
  /**
   * production hides field suggestions ("Did you mean ...?") and refuses introspection (`__schema`, `__type`):
   * both map the schema for an attacker, and the site's own pages never ask; the schema is in
   * src/server/graphql/schema.ts and development answers introspection for tools
   */
  production?: boolean;
}

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** The GraphQL endpoint ({BASE_PATH}/graphql): graphql-yoga with GraphQL Armor's limits, no batching. */
export function createGraphqlHandler(
  news: () => NewsRepository,
  search: () => SearchService,
  {
    endpoint = `${config.basePath}${API_ROOTS.graphql}`,
    production = process.env.NODE_ENV === 'production',
  }: GraphqlOptions = {},
) {
  return createYoga({
    schema: graphqlSchema(news, search),
    graphqlEndpoint: endpoint,
    fetchAPI: { Response },
    graphiql: false,
    landingPage: false,
    batching: false,
    cors: false,
    plugins: [
      ...(production ? [noIntrospection] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: production },
      }),
    ],
  });
}

type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;

let handler: GraphqlHandler | null = null;

/** The app's handler, over the app's database (created on first use). */
export const appGraphqlHandler = (): GraphqlHandler =>
  (handler ??= createGraphqlHandler(
    () => database().news,
    () => database().search,
  ));

const tooLarge = () =>
  Response.json(
    {
      errors: [
        {
          message: `The request body is larger than ${GRAPHQL_LIMITS.maxBodyBytes} bytes.`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    },
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  );

/** The body, or null when it is larger than `limit` bytes (read no further than that). */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

const unavailable = () =>
  Response.json(
    {
      errors: [
        {
          message: 'The news service is not available right now. Please try again later.',
          extensions: { code: 'UNAVAILABLE' },
        },
      ],
    },
    { status: 503, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * Answers a GraphQL request: a body over the limit answers 413 before GraphQL reads it; while the app's
 * database cannot be read, 503 with the code UNAVAILABLE (and the next request tries it again).
 */
export async function handleGraphql(request: Request, graphql?: GraphqlHandler): Promise<Response> {
  if (!graphql) {
    try {
      database();
    } catch (error) {
      console.error('[graphql]', (error as Error).message);
      databaseFailed();
      return unavailable();
    }
    graphql = appGraphqlHandler();
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > GRAPHQL_LIMITS.maxBodyBytes) return tooLarge();
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (request.body) {
    body = await readCapped(request, GRAPHQL_LIMITS.maxBodyBytes);
    if (body === null) return tooLarge();
  }
  // Next leaves BASE_PATH out of a route handler's request.url (vercel/next.js#62756), and a later
  // version may not: this handler serves one route, so its address is always the endpoint's.
  const url = new URL(request.url);
  url.pathname = graphql.graphqlEndpoint;
  return graphql.handleRequest(new Request(url, { method: request.method, headers: request.headers, body }), {});
}
