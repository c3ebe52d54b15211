import type { GraphqlRequest } from '@mathsight/contract/graphql.ts';
import mercurius from 'mercurius';
import { badRequest } from '../../http/errors.ts';
import { GraphRequestError } from './graphql-errors.ts';

/** How many persisted queries each server process keeps (least recently used go first). */
export const PERSISTED_QUERIES_KEPT = 1024;

/** A query to run and, for a client persisting it now, what to do once it has run. */
export interface QueryToRun {
  query: string;
  /** Keeps the query under its hash (automatic persisted queries' second step). */
  persist: (() => Promise<void>) | null;
}

/**
 * Automatic persisted queries (Apollo's protocol), with mercurius's own provider
 * (`persistedQueryDefaults.automatic`: SHA-256 of the text, kept in an LRU): a client sends only
 * `extensions.persistedQuery.sha256Hash`; the first time the server answers PERSISTED_QUERY_NOT_FOUND
 * and the client sends the hash with the text, which is checked against the hash and kept once it
 * has run. Each process keeps its own; a client that reaches another one simply sends the text again.
 */
export class PersistedQueries {
  // Through the default export: mercurius is CommonJS, and Node's ESM loader finds no named export in it
  // (Vitest's interop did, so only a real start showed it).
  readonly #provider = mercurius.persistedQueryDefaults.automatic(PERSISTED_QUERIES_KEPT);

  async queryOf(request: GraphqlRequest): Promise<QueryToRun> {
    const provider = this.#provider;
    const ref = request.extensions?.persistedQuery;
    if (!ref) {
      if (!request.query) throw badRequest('Send a query, or the SHA-256 of a query persisted before.');
      return { query: request.query, persist: null };
    }
    const hash = ref.sha256Hash;
    if (!request.query) {
      const known = await provider.getQueryFromHash(hash);
      if (!known) throw new GraphRequestError('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
      return { query: known, persist: null };
    }
    const query = request.query;
    if (provider.getHashForQuery?.(query) !== hash) {
      throw new GraphRequestError('PERSISTED_QUERY_HASH_MISMATCH', 'The SHA-256 sent is not the query’s.');
    }
    return { query, persist: async () => provider.saveQuery?.(hash, query) };
  }
}
