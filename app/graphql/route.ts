import { handleGraphql } from '@/server/graphql/handler';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleGraphql(request);

/** A CORS preflight: 204, with the allow-list's headers from next.config.ts headers() (or our server). */
export const OPTIONS = () => new Response(null, { status: 204 });

export { handle as GET, handle as POST };
