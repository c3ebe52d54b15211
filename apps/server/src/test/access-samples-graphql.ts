import { graphqlPaths } from '@mathsight/contract/graphql.paths.ts';
import type { Sample } from './access-sample.ts';

/** A query every caller the endpoint serves may run (the catalogue); what each field gives whom is graphql-access.api.test.ts's. */
const CATALOGUE = '{ misconceptions { id } }';

/** Sample requests of the GraphQL endpoint, keyed by "METHOD url" as declared. */
export const GRAPHQL_SAMPLES: Record<string, Sample> = {
  'POST /graphql': { request: () => ({ url: graphqlPaths.graphql, payload: { query: CATALOGUE } }) },
  'GET /graphql': {
    request: () => ({ url: `${graphqlPaths.graphql}?query=${encodeURIComponent(CATALOGUE)}` }),
  },
};
