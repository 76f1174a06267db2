import { handleGraphql } from '@/server/graphql/handler';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleGraphql(request);

export { handle as GET, handle as POST, handle as OPTIONS };
