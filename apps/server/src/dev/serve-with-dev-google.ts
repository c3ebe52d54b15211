import cluster from 'node:cluster';
import { DEV_GOOGLE_CLIENT, startDevOidcProvider } from './oidc-dev-provider.ts';

/**
 * The demo (`npm start`): when no Google client is configured, the local OpenID provider is started
 * first (OIDC_DEV_PORT, 3900) and the app uses it as its Google, so "Sign in with Google" works on
 * the demo. Workers of a cluster inherit the settings; only the primary starts the provider.
 */
if (cluster.isPrimary && !process.env.GOOGLE_CLIENT_ID) {
  const appUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  const provider = await startDevOidcProvider({
    port: Number(process.env.OIDC_DEV_PORT ?? 3900),
    redirectUris: [`${appUrl}/oauth-login`],
  });
  process.env.GOOGLE_ISSUER = provider.issuer;
  process.env.GOOGLE_CLIENT_ID = DEV_GOOGLE_CLIENT.clientId;
  process.env.GOOGLE_CLIENT_SECRET = DEV_GOOGLE_CLIENT.clientSecret;
  console.log(`Google sign-in uses the local OpenID provider at ${provider.issuer} (demo accounts only)`);
}
await import('../main.ts');
