import { graphqlHandler } from '@/server/graphql/handler';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => graphqlHandler.handleRequest(request, {});

export { handle as GET, handle as POST, handle as OPTIONS };
