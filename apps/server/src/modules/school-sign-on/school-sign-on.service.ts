import type { UserRole } from '@mathsight/contract/auth.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { SyncProvidersConfig } from '../../config.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { TokenCipher } from '../../sync-providers/token-cipher.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { cleverAuthorizeUrl, cleverMe, cleverUserToken } from '../sync-connections/provider-oauth.ts';
import type { SchoolSignOnRepository } from './school-sign-on.repository.ts';

const STATE_TTL_MS = 15 * 60 * 1000;
const TICKET_TTL_MS = 2 * 60 * 1000;

/**
 * Signing in through Clever (issue 28 point 2, spec §7: the authorize link redirects to
 * {api}/v3/clever-login-callback). The callback exchanges the code, reads /v3.0/me, finds the user linked to
 * that Clever user (a teacher is linked on first sign-in when their email matches a Confirmed teacher of the
 * school connected to the district; a student only by an existing link) and hands the login page a sealed,
 * two-minute ticket that POST tokens/sign-on turns into a sign-in like login-redirect's.
 */
export class SchoolSignOnService {
  constructor(
    private readonly repo: SchoolSignOnRepository,
    private readonly auth: AuthService,
    private readonly cipher: TokenCipher,
    private readonly config: SyncProvidersConfig,
    private readonly publicUrl: string,
  ) {}

  private get redirectUri() {
    return `${this.publicUrl}/api/v3/clever-login-callback`;
  }

  /** Clever sign-in is on where the server has a Clever client (CLEVER_CLIENT_ID). */
  status() {
    return { enabled: this.config.cleverClientId !== '' };
  }

  start() {
    if (!this.status().enabled) throw notFound();
    const state = this.cipher.seal(
      JSON.stringify({ purpose: 'clever-login', expires: Date.now() + STATE_TTL_MS }),
    );
    return { authorizeUrl: cleverAuthorizeUrl(this.config, this.redirectUri, state) };
  }

  /** Where the browser goes next: the login page with a ticket, or with the reason it could not sign in. */
  async callback(query: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
  }): Promise<string> {
    const login = `${this.publicUrl}/login`;
    const opened = query.state ? this.cipher.open(query.state) : undefined;
    const state = opened ? (JSON.parse(opened) as { purpose?: string; expires?: number }) : undefined;
    if (state?.purpose !== 'clever-login' || (state.expires ?? 0) < Date.now())
      return `${login}?signOnError=expired`;
    if (query.error || !query.code) return `${login}?signOnError=declined`;
    let found: { userId: number } | undefined;
    try {
      const token = await cleverUserToken(this.config, query.code, this.redirectUri);
      const me = await cleverMe(this.config, token);
      found = await this.repo.linkedUser(me.id);
      if (!found && me.role === 'teacher') {
        const email = await this.cleverEmail(token, me.id);
        found = email ? await this.repo.teacherInDistrict(email, me.district) : undefined;
        if (found) await this.repo.link(found.userId, me.id);
      }
    } catch {
      return `${login}?signOnError=provider`;
    }
    if (!found) return `${login}?signOnError=not-linked`;
    const ticket = this.cipher.seal(
      JSON.stringify({ purpose: 'sign-on', userId: found.userId, expires: Date.now() + TICKET_TTL_MS }),
    );
    return `${login}?signOnTicket=${encodeURIComponent(ticket)}`;
  }

  private async cleverEmail(token: string, cleverUserId: string): Promise<string | undefined> {
    const response = await fetch(
      new URL(`/v3.0/users/${encodeURIComponent(cleverUserId)}`, this.config.cleverApiUrl),
      {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(this.config.requestTimeoutMs),
      },
    );
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: { email?: unknown } };
    return typeof body.data?.email === 'string' && body.data.email.includes('@')
      ? body.data.email
      : undefined;
  }

  async redeem(ticket: string) {
    const opened = this.cipher.open(ticket);
    const parsed = opened
      ? (JSON.parse(opened) as { purpose?: string; userId?: number; expires?: number })
      : undefined;
    const roles =
      parsed?.purpose === 'sign-on' && (parsed.expires ?? 0) >= Date.now() && parsed.userId
        ? await this.repo.rolesOf(parsed.userId)
        : undefined;
    const expired = () => badRequest('This sign-in link has expired: sign in with Clever again');
    if (!parsed?.userId || !roles) throw expired();
    // A ticket works once (it stays in the browser's history until it expires).
    if (!(await this.repo.spend(hashToken(ticket), new Date(parsed.expires ?? 0)))) throw expired();
    const session = await this.auth.startSession(parsed.userId, roles as UserRole[]);
    return { ...session, redirectTo: null };
  }
}
