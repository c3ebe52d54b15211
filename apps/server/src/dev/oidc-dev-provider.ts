import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { DEV_GOOGLE_CLIENT } from './dev-google-client.ts';

export { DEV_GOOGLE_CLIENT };

/**
 * A real OpenID provider (oidc-provider) standing in for Google in development, the demo and tests:
 * discovery, authorisation code with PKCE, signed ID tokens. Its login and consent pages are the
 * library's own interactions; only the demo accounts below can sign in (any password).
 */

export interface DevGoogleAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

export const DEV_GOOGLE_ACCOUNTS: DevGoogleAccount[] = [
  // The demo school's teacher (demo.teacher): Google finds his password account (the linking case).
  {
    sub: 'google-tom',
    email: 'tom.hughes@oakfield.example.sch.uk',
    givenName: 'Tom',
    familyName: 'Hughes',
    emailVerified: true,
  },
  // Nobody has this address yet: signing in leads to sign-up.
  {
    sub: 'google-new',
    email: 'sam.rivera@example.org',
    givenName: 'Sam',
    familyName: 'Rivera',
    emailVerified: true,
  },
  {
    sub: 'google-unverified',
    email: 'unverified@example.org',
    givenName: 'Una',
    familyName: 'Verd',
    emailVerified: false,
  },
];

export interface DevOidcProvider {
  issuer: string;
  close(): Promise<void>;
  /** Adds an account (tests make their own, so runs do not share one). */
  addAccount(account: DevGoogleAccount): void;
}

export async function startDevOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  host?: string;
  /** POST /__accounts adds an account (the e2e suite's own provider process only). */
  accountsEndpoint?: boolean;
}): Promise<DevOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map(DEV_GOOGLE_ACCOUNTS.map((a) => [a.sub, a]));
  // The listening socket is opened first so the issuer names the real port (0 picks a free one).
  const { createServer } = await import('node:http');
  let handler:
    | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void)
    | undefined;
  const server = createServer((req, res) => {
    if (options.accountsEndpoint && req.method === 'POST' && req.url === '/__accounts') {
      addAccountFrom(req, res);
      return;
    }
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  // The e2e suite's journeys add a Google account for the teacher they made (the provider runs in its own process).
  const addAccountFrom = (
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const account = JSON.parse(body) as DevGoogleAccount;
        if (typeof account.sub !== 'string' || typeof account.email !== 'string')
          throw new Error('sub and email');
        accounts.set(account.sub, { ...account, emailVerified: account.emailVerified !== false });
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_GOOGLE_CLIENT.clientId,
        client_secret: DEV_GOOGLE_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    // Like Google: the ID token itself carries email and name (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub) ?? [...accounts.values()].find((a) => a.email === sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
  });
  // Plain http on localhost: oidc-provider would otherwise insist on https cookies behind a proxy.
  provider.proxy = false;
  handler = provider.callback();
  return {
    issuer,
    addAccount: (account) => accounts.set(account.sub, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
