import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import type { SyncProvidersConfig } from '../../config.ts';
import { notFound } from '../../http/errors.ts';
import { CleverSource } from '../../sync-providers/clever-source.ts';
import { GoogleClassroomSource } from '../../sync-providers/google-classroom-source.ts';
import { ProviderError, type RosterSource } from '../../sync-providers/roster.ts';
import type { TokenCipher } from '../../sync-providers/token-cipher.ts';
import { WondeSource } from '../../sync-providers/wonde-source.ts';
import { googleRefresh } from './provider-oauth.ts';
import type { SyncConnectionsRepository } from './sync-connections.repository.ts';

/** The roster sources of a school's connections, reading with its unsealed token (issue 28). */
export class RosterSources {
  constructor(
    private readonly repo: SyncConnectionsRepository,
    private readonly cipher: TokenCipher,
    private readonly config: SyncProvidersConfig,
  ) {}

  /**
   * The source the sync engine reads the school's roster from (h3's engine calls this; no caller check here:
   * the engine's route checks the caller). 404 when the school has no such connection; a Google token near
   * its expiry is refreshed first.
   */
  async rosterSourceFor(schoolId: number, provider: SyncProvider): Promise<RosterSource> {
    const stored = await this.repo.find(schoolId, provider);
    const token = stored ? this.cipher.open(stored.accessTokenSealed) : undefined;
    if (!stored || token === undefined) throw notFound();
    const timeouts = {
      requestTimeoutMs: this.config.requestTimeoutMs,
      readTimeoutMs: this.config.readTimeoutMs,
    };
    if (provider === 'clever')
      return new CleverSource({ token, baseUrl: this.config.cleverApiUrl, ...timeouts });
    if (provider === 'wonde') {
      return new WondeSource({
        token,
        schoolId: stored.externalId,
        baseUrl: this.config.wondeApiUrl,
        ...timeouts,
      });
    }
    let accessToken = token;
    const refresh = stored.refreshTokenSealed ? this.cipher.open(stored.refreshTokenSealed) : undefined;
    if (
      refresh &&
      stored.accessTokenExpiresAt &&
      stored.accessTokenExpiresAt.getTime() < Date.now() + 60_000
    ) {
      const fresh = await googleRefresh(this.config, refresh).catch(() => {
        throw new ProviderError(
          'google-classroom',
          'unauthorised',
          'google-classroom: the refresh token was refused',
        );
      });
      accessToken = fresh.accessToken;
      await this.repo.updateTokens(schoolId, provider, this.cipher.seal(fresh.accessToken), fresh.expiresAt);
    }
    return new GoogleClassroomSource({
      accessToken,
      baseUrl: this.config.googleClassroomApiUrl,
      ...timeouts,
    });
  }
}
