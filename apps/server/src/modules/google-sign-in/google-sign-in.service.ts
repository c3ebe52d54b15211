import { randomBytes } from 'node:crypto';
import { primaryRole, type UserRole } from '@mathsight/contract/auth.ts';
import type { GoogleSignUpRequest, GoogleTokenRedirectResponse } from '@mathsight/contract/google-sign-in.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { badRequest, HttpError, MESSAGES } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { GoogleExchangeError, type GoogleOidc } from './google-oidc.ts';
import type { GoogleSignInRepository, StoredTicket } from './google-sign-in.repository.ts';

export const GOOGLE_MESSAGES = {
  off: 'Google sign-in is not set up on this server.',
  redirect: 'This is not the address Google sign-in returns to.',
  expired: 'This Google sign-in has expired or was already used. Please start again.',
  failed: 'Google did not confirm this sign-in. Please start again.',
  unverified: 'Google has not verified this email address, so it cannot be used to sign in.',
  emailTaken: 'An account with this email address already exists. Sign in to link Google to it.',
  notLinked: 'Confirm your password to link Google to your account first.',
} as const;

const FLOW_SECONDS = 10 * 60;
const TICKET_SECONDS = 15 * 60;
const secret = () => randomBytes(32).toString('base64url');

/**
 * Google sign-in and sign-up (issue 28): an authorisation code flow with PKCE, state and nonce, whose
 * outcome is a sign-in (a linked identity), sign-up data (nobody has the address) or a request to
 * prove a same-email password account before it is linked. A ticket, stored hashed, carries the
 * verified identity between those steps.
 */
export class GoogleSignInService {
  constructor(
    private readonly repo: GoogleSignInRepository,
    private readonly oidc: GoogleOidc,
    private readonly auth: AuthService,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  status() {
    return { enabled: this.oidc.enabled };
  }

  #requireOn() {
    if (!this.oidc.enabled) throw new HttpError(404, GOOGLE_MESSAGES.off);
  }

  #checkRedirect(redirectUri: string) {
    if (redirectUri !== `${this.config.publicUrl}/oauth-login`) {
      throw badRequest(MESSAGES.invalid, { redirectUri: [GOOGLE_MESSAGES.redirect] });
    }
  }

  async authorize(input: { redirectUri: string; purpose: 'signin' | 'signup' }) {
    this.#requireOn();
    this.#checkRedirect(input.redirectUri);
    const now = new Date();
    const state = secret();
    const flow = {
      stateHash: hashToken(state),
      provider: 'google',
      purpose: input.purpose,
      codeVerifier: secret(),
      nonce: secret(),
      redirectUri: input.redirectUri,
      expiresAt: new Date(now.getTime() + FLOW_SECONDS * 1000),
    };
    await this.repo.prune(now);
    await this.repo.storeFlow(flow);
    const authorizeUrl = await this.oidc.authorizeUrl({ ...flow, state });
    return { authorizeUrl };
  }

  async tokenRedirect(input: {
    token: string;
    redirectUri: string;
    state: string;
    iss?: string | undefined;
  }): Promise<GoogleTokenRedirectResponse> {
    this.#requireOn();
    this.#checkRedirect(input.redirectUri);
    const flow = await this.repo.takeFlow(hashToken(input.state));
    if (!flow || flow.redirectUri !== input.redirectUri) throw badRequest(GOOGLE_MESSAGES.expired);
    let identity: Awaited<ReturnType<GoogleOidc['exchange']>>;
    try {
      identity = await this.oidc.exchange({
        code: input.token,
        state: input.state,
        iss: input.iss,
        redirectUri: flow.redirectUri,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
      });
    } catch (error) {
      if (error instanceof GoogleExchangeError) throw badRequest(GOOGLE_MESSAGES.failed);
      throw error;
    }

    const linked = await this.repo.linkedUser(identity.subject);
    if (linked) {
      const session = await this.auth.startSession(linked.id, linked.roles as UserRole[]);
      return { outcome: 'signedIn', ...session, redirectTo: null };
    }
    if (!identity.emailVerified) throw badRequest(GOOGLE_MESSAGES.unverified);
    const googleToken = await this.#ticket(identity);
    const account = await this.repo.accountWithEmail(identity.email);
    if (account) return { outcome: 'confirmAccount', googleToken, email: identity.email };
    return {
      outcome: 'signUp',
      googleToken,
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      title: null,
      userRole: 'Teacher',
    };
  }

  /** The person typed the same-email account's password: the identity is linked, then they are signed in. */
  async link(input: { googleToken: string; password: string }, address: string) {
    this.#requireOn();
    const ticket = await this.repo.findTicket(hashToken(input.googleToken));
    if (!ticket) throw badRequest(GOOGLE_MESSAGES.expired);
    const account = await this.repo.accountWithEmail(ticket.email);
    if (!account) throw badRequest(GOOGLE_MESSAGES.expired);
    // The password check is sign-in's own, with its delays and failure counts.
    const session = await this.auth.login({ username: ticket.email, password: input.password }, address);
    await this.repo.link(ticket.subject, account.id, ticket.email);
    await this.repo.takeTicket(ticket.ticketHash);
    return session;
  }

  /** GET GoogleTokenSignIn: a ticket whose identity is linked signs its user in (once). */
  async signInWithTicket(googleToken: string) {
    this.#requireOn();
    const ticket = await this.repo.findTicket(hashToken(googleToken));
    if (!ticket) throw badRequest(GOOGLE_MESSAGES.expired);
    const linked = await this.repo.linkedUser(ticket.subject);
    if (!linked) throw badRequest(GOOGLE_MESSAGES.notLinked);
    if (!(await this.repo.takeTicket(ticket.ticketHash))) throw badRequest(GOOGLE_MESSAGES.expired);
    const roles = linked.roles as UserRole[];
    const session = await this.auth.startSession(linked.id, roles);
    return { ...session, redirectTo: null, userRole: primaryRole(roles) ?? 'Teacher' };
  }

  /** Sign-up with Google: a teacher account with no password, the identity linked, signed in. */
  async signUp(input: GoogleSignUpRequest) {
    this.#requireOn();
    const ticket = await this.repo.findTicket(hashToken(input.googleToken));
    if (!ticket) throw badRequest(GOOGLE_MESSAGES.expired);
    const taken = () => badRequest(MESSAGES.invalid, { email: [GOOGLE_MESSAGES.emailTaken] });
    if (await this.repo.accountWithEmail(ticket.email)) throw taken();
    if (!(await this.repo.takeTicket(ticket.ticketHash))) throw badRequest(GOOGLE_MESSAGES.expired);
    let userId: number;
    try {
      userId = await this.repo.createTeacher(
        {
          title: input.title ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: ticket.email,
        },
        ticket.subject,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return this.auth.startSession(userId, ['Teacher']);
  }

  async #ticket(identity: Awaited<ReturnType<GoogleOidc['exchange']>>) {
    const googleToken = secret();
    const ticket: StoredTicket = {
      ticketHash: hashToken(googleToken),
      subject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000),
    };
    await this.repo.storeTicket(ticket);
    return googleToken;
  }
}
