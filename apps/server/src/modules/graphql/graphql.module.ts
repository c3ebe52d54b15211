import { defineModule } from '../../app-context.ts';
import { graphqlRoutes } from './graphql.routes.ts';
import { GraphqlService } from './graphql.service.ts';

/** The read-only GraphQL endpoint for partners and teachers (issue 32 point 4, decision 0049). */
export const graphqlModule = defineModule({
  name: 'graphql',
  build: (_shared, earlier) => ({
    graphql: new GraphqlService({
      content: earlier.content,
      schools: earlier.schools,
      groups: earlier.groups,
      studentProfile: earlier.studentProfile,
      assignments: earlier.assignments,
      insights: earlier.insights,
    }),
  }),
  routes: (scope, own) => graphqlRoutes(scope, own),
});
