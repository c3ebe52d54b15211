/** The read-only GraphQL endpoint for partners and teachers (issue 32 point 4, decision 0049). */
export const graphqlPaths = {
  graphql: '/graphql',
} as const;
