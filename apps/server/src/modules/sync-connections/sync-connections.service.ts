import { type CreateSchoolRequest, CreateSchoolRequestSchema } from '@mathsight/contract/schools.ts';
import type {
  StartSyncConnectionRequest,
  StartSyncConnectionResponse,
  SyncConnection,
  SyncConnectionList,
  SyncProvider,
  UpdateSyncConnectionRequest,
} from '@mathsight/contract/sync-connections.ts';
import { SYNC_PROVIDERS } from '@mathsight/contract/sync-connections.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { SyncProvidersConfig } from '../../config.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import {
  assertCanUseSchool,
  assertSchoolAdministrator,
  SCHOOL_CREATION_MESSAGES,
} from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { RosterSource } from '../../sync-providers/roster.ts';
import type { TokenCipher } from '../../sync-providers/token-cipher.ts';
import {
  cleverAuthorizeUrl,
  cleverDistrictSchool,
  cleverExchange,
  googleAuthorizeUrl,
  googleExchange,
} from './provider-oauth.ts';
import { RosterSources } from './roster-sources.ts';
import { toSyncConnection } from './sync-connections.presenter.ts';
import type { SyncConnectionsRepository } from './sync-connections.repository.ts';

interface PendingConnection {
  schoolId: number;
  teacherId: number;
  provider: SyncProvider;
  expires: number;
}

/** POST schools/clever's state: a teacher making (or asking to join) the school of their Clever district. */
interface PendingCleverSchool {
  purpose: 'clever-school';
  userId: number;
  expires: number;
}

/** What making a school from a district, or joining the district's school, needs of the schools module. */
export interface SchoolMaking {
  create(caller: Caller, request: CreateSchoolRequest): Promise<{ schoolId: number }>;
  join(caller: Caller, schoolId: number, request: { isMakeDefault: boolean }): Promise<unknown>;
}

const STATE_TTL_MS = 15 * 60 * 1000;

/**
 * A school's connections to its roster providers (issue 28): administrators connect, change and remove them;
 * the sync engine asks `rosterSourceFor` for a source reading with the school's token. Tokens are sealed at
 * rest and never leave this service.
 */
export class SyncConnectionsService {
  constructor(
    private readonly repo: SyncConnectionsRepository,
    private readonly access: SchoolAccessService,
    private readonly cipher: TokenCipher,
    private readonly config: SyncProvidersConfig,
    private readonly publicUrl: string,
    private readonly schools: SchoolMaking,
    private readonly sources = new RosterSources(repo, cipher, config),
  ) {}

  private get redirectUri() {
    return `${this.publicUrl}/api/v3/sync/connection-callback`;
  }

  private async administrator(caller: Caller, schoolId: number) {
    const access = await this.access.schoolAccess(caller, schoolId);
    assertCanUseSchool(access);
    assertSchoolAdministrator(access);
    return access;
  }

  async list(caller: Caller, schoolId: number): Promise<SyncConnectionList> {
    await this.administrator(caller, schoolId);
    const rows = await this.repo.list(schoolId);
    return SYNC_PROVIDERS.map((provider) =>
      toSyncConnection(
        provider,
        rows.find((r) => r.provider === provider),
      ),
    );
  }

  private async one(schoolId: number, provider: SyncProvider): Promise<SyncConnection> {
    const rows = await this.repo.list(schoolId);
    const row = rows.find((r) => r.provider === provider);
    if (!row) throw notFound();
    return toSyncConnection(provider, row);
  }

  async start(
    caller: Caller,
    schoolId: number,
    provider: SyncProvider,
    body: StartSyncConnectionRequest,
  ): Promise<StartSyncConnectionResponse> {
    const access = await this.administrator(caller, schoolId);
    if (provider === 'wonde') {
      if (!body.wondeSchoolId || !body.token) {
        throw badRequest('Enter the Wonde school id and its token', {
          ...(body.wondeSchoolId ? {} : { wondeSchoolId: ['Enter the Wonde school id'] }),
          ...(body.token ? {} : { token: ['Enter the Wonde token'] }),
        });
      }
      await this.repo.upsert({
        schoolId,
        provider,
        externalId: body.wondeSchoolId,
        accessTokenSealed: this.cipher.seal(body.token),
        refreshTokenSealed: null,
        accessTokenExpiresAt: null,
        connectedBy: access.teacherId,
      });
      return { authorizeUrl: null, connection: await this.one(schoolId, provider) };
    }
    const pending: PendingConnection = {
      schoolId,
      teacherId: access.teacherId,
      provider,
      expires: Date.now() + STATE_TTL_MS,
    };
    const state = this.cipher.seal(JSON.stringify(pending));
    const authorizeUrl =
      provider === 'clever'
        ? cleverAuthorizeUrl(this.config, this.redirectUri, state)
        : googleAuthorizeUrl(this.config, this.redirectUri, state);
    return { authorizeUrl, connection: null };
  }

  /**
   * POST schools/clever (spec §7 Schools): a teacher with a confirmed address makes their Clever district's
   * school here, as its administrator, connected to Clever; or, when the district's school is already here,
   * asks to join it (Pending, as any teacher asking: a district never makes anyone an administrator of a
   * school that exists). The answer is Clever's authorize link; the callback does the rest. 404 without a
   * Clever client.
   */
  async startCleverSchool(caller: Caller): Promise<StartSyncConnectionResponse> {
    if (!this.config.cleverClientId) throw notFound();
    if (!(await this.repo.emailConfirmed(caller.userId))) {
      throw forbidden(SCHOOL_CREATION_MESSAGES.confirmEmail);
    }
    const pending: PendingCleverSchool = {
      purpose: 'clever-school',
      userId: caller.userId,
      expires: Date.now() + STATE_TTL_MS,
    };
    const state = this.cipher.seal(JSON.stringify(pending));
    return { authorizeUrl: cleverAuthorizeUrl(this.config, this.redirectUri, state), connection: null };
  }

  private async cleverSchool(pending: PendingCleverSchool, code: string): Promise<string> {
    // Back to "Add your school", which says how it went (features/schools: clever-school-result).
    const home = `${this.publicUrl}/schools/add`;
    let tokens: Awaited<ReturnType<typeof cleverExchange>>;
    let district: Awaited<ReturnType<typeof cleverDistrictSchool>>;
    try {
      tokens = await cleverExchange(this.config, code, this.redirectUri);
      district = await cleverDistrictSchool(this.config, tokens.accessToken);
    } catch {
      return `${home}?syncError=provider`;
    }
    const caller: Caller = { userId: pending.userId, roles: ['Teacher'] };
    const existing = await this.repo.schoolFor('clever', tokens.externalId);
    if (existing !== undefined) {
      await this.schools.join(caller, existing, { isMakeDefault: true }).catch(() => undefined);
      return `${home}?cleverSchool=asked-to-join`;
    }
    const request = CreateSchoolRequestSchema.safeParse({ ...district, country: 'GB' });
    if (!request.success) return `${home}?syncError=district-address`;
    let schoolId: number;
    try {
      ({ schoolId } = await this.schools.create(caller, request.data));
    } catch {
      return `${home}?syncError=school-exists`;
    }
    await this.repo.upsert({
      schoolId,
      provider: 'clever',
      externalId: tokens.externalId,
      accessTokenSealed: this.cipher.seal(tokens.accessToken),
      refreshTokenSealed: null,
      accessTokenExpiresAt: null,
      connectedBy: (await this.repo.teacherIdOf(pending.userId, schoolId)) ?? null,
    });
    return `${this.publicUrl}/${schoolId}/settings/sync?connected=clever`;
  }

  /** The provider's redirect back: where to send the browser (the sync screen, saying how it went). */
  async callback(query: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
  }): Promise<string> {
    const opened = query.state ? this.cipher.open(query.state) : undefined;
    const state = opened ? (JSON.parse(opened) as PendingConnection | PendingCleverSchool) : undefined;
    if (!state || state.expires < Date.now()) return `${this.publicUrl}/?syncError=expired`;
    if ('purpose' in state) {
      if (query.error || !query.code) return `${this.publicUrl}/schools/add?syncError=declined`;
      return this.cleverSchool(state, query.code);
    }
    const pending = state;
    const screen = `${this.publicUrl}/${pending.schoolId}/settings/sync`;
    if (query.error || !query.code) return `${screen}?syncError=declined`;
    if (!(await this.repo.isAdministrator(pending.schoolId, pending.teacherId)))
      return `${screen}?syncError=not-administrator`;
    let tokens: Awaited<ReturnType<typeof cleverExchange>>;
    try {
      tokens =
        pending.provider === 'clever'
          ? await cleverExchange(this.config, query.code, this.redirectUri)
          : await googleExchange(this.config, query.code, this.redirectUri);
    } catch {
      return `${screen}?syncError=provider`;
    }
    if (
      pending.provider === 'clever' &&
      (await this.repo.linkedElsewhere(pending.schoolId, 'clever', tokens.externalId))
    ) {
      return `${screen}?syncError=linked-elsewhere`;
    }
    await this.repo.upsert({
      schoolId: pending.schoolId,
      provider: pending.provider,
      externalId: tokens.externalId,
      accessTokenSealed: this.cipher.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? this.cipher.seal(tokens.refreshToken) : null,
      accessTokenExpiresAt: tokens.expiresAt,
      connectedBy: pending.teacherId,
    });
    return `${screen}?connected=${pending.provider}`;
  }

  async update(caller: Caller, schoolId: number, provider: SyncProvider, body: UpdateSyncConnectionRequest) {
    await this.administrator(caller, schoolId);
    const settings = {
      ...(body.nightly === undefined ? {} : { nightly: body.nightly }),
      ...(body.updateType === undefined ? {} : { updateType: body.updateType }),
    };
    if (Object.keys(settings).length > 0 && !(await this.repo.updateSettings(schoolId, provider, settings)))
      throw notFound();
    return this.one(schoolId, provider);
  }

  async remove(caller: Caller, schoolId: number, provider: SyncProvider): Promise<void> {
    await this.administrator(caller, schoolId);
    if (!(await this.repo.remove(schoolId, provider))) throw notFound();
  }

  /** The source the sync engine reads the school's roster from (see RosterSources; 404 when not connected). */
  rosterSourceFor(schoolId: number, provider: SyncProvider): Promise<RosterSource> {
    return this.sources.rosterSourceFor(schoolId, provider);
  }
}
