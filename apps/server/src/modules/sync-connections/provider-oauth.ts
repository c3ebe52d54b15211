/**
 * The OAuth code exchanges of the providers a school connects through (issue 28): Clever (the district's token,
 * found from the signed-in administrator's district) and Google (an access and a refresh token for the account).
 * Each call has a timeout; any failure is an Error the callback turns into a message on the sync screen.
 */
import type { SyncProvidersConfig } from '../../config.ts';

async function json(url: string, init: RequestInit, timeoutMs: number): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const str = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') throw new Error('the provider sent an unexpected answer');
  return value;
};

export interface ExchangedTokens {
  externalId: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export function cleverAuthorizeUrl(config: SyncProvidersConfig, redirectUri: string, state: string): string {
  const url = new URL('/oauth/authorize', config.cleverOauthUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.cleverClientId,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
}

export function googleAuthorizeUrl(config: SyncProvidersConfig, redirectUri: string, state: string): string {
  const url = new URL('/o/oauth2/v2/auth', config.googleOauthUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.googleClientId,
    redirect_uri: redirectUri,
    scope:
      'https://www.googleapis.com/auth/classroom.courses.readonly https://www.googleapis.com/auth/classroom.rosters.readonly',
    access_type: 'offline',
    prompt: 'consent',
    state,
  }).toString();
  return url.toString();
}

const basic = (config: SyncProvidersConfig) =>
  `Basic ${Buffer.from(`${config.cleverClientId}:${config.cleverClientSecret}`).toString('base64')}`;

/** Clever: the code's user token, then /v3.0/me for the district, then that district's own token. */
export async function cleverUserToken(
  config: SyncProvidersConfig,
  code: string,
  redirectUri: string,
): Promise<string> {
  const body = await json(
    new URL('/oauth/tokens', config.cleverOauthUrl).toString(),
    {
      method: 'POST',
      headers: { authorization: basic(config), 'content-type': 'application/json' },
      body: JSON.stringify({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }),
    },
    config.requestTimeoutMs,
  );
  return str(body.access_token);
}

export async function cleverMe(config: SyncProvidersConfig, userToken: string) {
  const body = await json(
    new URL('/v3.0/me', config.cleverApiUrl).toString(),
    { headers: { authorization: `Bearer ${userToken}` } },
    config.requestTimeoutMs,
  );
  const data = (body.data ?? {}) as Record<string, unknown>;
  return {
    type: String(body.type ?? ''),
    id: str(data.id),
    district: str(data.district),
    role: String(data.type ?? ''),
  };
}

export async function cleverExchange(
  config: SyncProvidersConfig,
  code: string,
  redirectUri: string,
): Promise<ExchangedTokens> {
  const me = await cleverMe(config, await cleverUserToken(config, code, redirectUri));
  const tokens = await json(
    new URL('/oauth/tokens?owner_type=district', config.cleverOauthUrl).toString(),
    { headers: { authorization: basic(config) } },
    config.requestTimeoutMs,
  );
  const list = Array.isArray(tokens.data)
    ? (tokens.data as { owner?: { id?: string }; access_token?: string }[])
    : [];
  const districtToken = list.find((t) => t.owner?.id === me.district)?.access_token;
  return { externalId: me.district, accessToken: str(districtToken), refreshToken: null, expiresAt: null };
}

/** Clever: the district's first school, as a new Mathsight school is made from it (POST schools/clever). */
export async function cleverDistrictSchool(config: SyncProvidersConfig, districtToken: string) {
  const body = await json(
    new URL('/v3.0/schools?limit=1', config.cleverApiUrl).toString(),
    { headers: { authorization: `Bearer ${districtToken}` } },
    config.requestTimeoutMs,
  );
  const first = (Array.isArray(body.data) ? body.data[0] : undefined) as
    | { data?: { name?: unknown; location?: Record<string, unknown> } }
    | undefined;
  const school = first?.data ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(school.name),
    addressLine1: text(school.location?.address),
    city: text(school.location?.city),
    zipOrPostCode: text(school.location?.zip),
  };
}

async function googleToken(config: SyncProvidersConfig, fields: Record<string, string>) {
  const body = await json(
    config.googleTokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.googleClientId,
        client_secret: config.googleClientSecret,
        ...fields,
      }).toString(),
    },
    config.requestTimeoutMs,
  );
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : undefined;
  return {
    accessToken: str(body.access_token),
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
  };
}

export async function googleExchange(
  config: SyncProvidersConfig,
  code: string,
  redirectUri: string,
): Promise<ExchangedTokens> {
  const tokens = await googleToken(config, {
    code,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
  });
  const me = await json(
    new URL('/v1/userProfiles/me', config.googleClassroomApiUrl).toString(),
    { headers: { authorization: `Bearer ${tokens.accessToken}` } },
    config.requestTimeoutMs,
  );
  return { externalId: str(me.id), ...tokens };
}

export function googleRefresh(config: SyncProvidersConfig, refreshToken: string) {
  return googleToken(config, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
