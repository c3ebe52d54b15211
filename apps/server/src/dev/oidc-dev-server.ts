import { startDevOidcProvider } from './oidc-dev-provider.ts';

/**
 * The local OpenID provider on its own (the e2e suite's webServer): OIDC_DEV_PORT (3900), and the
 * app addresses it may send people back to, OIDC_DEV_REDIRECT_URIS (comma-separated /oauth-login URLs).
 */
const port = Number(process.env.OIDC_DEV_PORT ?? 3900);
const redirectUris = (process.env.OIDC_DEV_REDIRECT_URIS ?? 'http://localhost:3000/oauth-login')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
const provider = await startDevOidcProvider({ port, redirectUris, accountsEndpoint: true });
console.log(`Local OpenID provider (stands in for Google) at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    provider.close().then(() => process.exit(0));
  });
}
