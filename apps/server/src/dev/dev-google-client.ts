/** The OAuth client the app is to the local OpenID provider (development, demo, tests; never production). */
export const DEV_GOOGLE_CLIENT = { clientId: 'mathsight-dev', clientSecret: 'mathsight-dev-secret' } as const;
