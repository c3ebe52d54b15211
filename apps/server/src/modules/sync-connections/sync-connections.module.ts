import { defineModule } from '../../app-context.ts';
import { loadTokenKey, TokenCipher } from '../../sync-providers/token-cipher.ts';
import { SyncConnectionsRepository } from './sync-connections.repository.ts';
import { syncConnectionsRoutes } from './sync-connections.routes.ts';
import { SyncConnectionsService } from './sync-connections.service.ts';

/** A school's connections to its roster providers (issue 28): sealed tokens, OAuth, the sync engine's sources. */
export const syncConnectionsModule = defineModule({
  name: 'sync-connections',
  build: (shared, earlier) => {
    const { config } = shared;
    if (!earlier.schools) throw new Error('sync-connections needs the schools module built first');
    const cipher = new TokenCipher(loadTokenKey(config.sync.tokenKey, config.dataDir, config.isProduction));
    return {
      syncConnections: new SyncConnectionsService(
        new SyncConnectionsRepository(shared.database.db),
        shared.access,
        cipher,
        config.sync,
        config.publicUrl,
        earlier.schools,
      ),
    };
  },
  routes: (scope, own) => syncConnectionsRoutes(scope, own),
});
