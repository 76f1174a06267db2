import 'server-only';
import { createYoga } from 'graphql-yoga';
import { config, GRAPHQL_PATH } from '@/lib/appConfig';
import { database } from '../database';
import { graphqlSchema } from './schema';

/** The GraphQL endpoint ({BASE_PATH}/graphql), served by graphql-yoga. */
export const graphqlHandler = createYoga({
  schema: graphqlSchema(
    () => database().news,
    () => database().search,
  ),
  graphqlEndpoint: `${config.basePath}${GRAPHQL_PATH}`,
  fetchAPI: { Response },
  graphiql: false,
  landingPage: false,
});
