import type { LeagueQuery } from '@mathsight/contract/leagues.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { leagueParams } from './league-keys.ts';

/**
 * GET …/leagues/{classes/{groupId}|school|groups}/export: the league on screen as CSV (same rows and
 * columns, numbers as numbers). `endpoint` is one of leaguePaths' export paths.
 */
export function exportLeague(endpoint: string, query: LeagueQuery & { yearGroupId?: number | null }) {
  return downloadFile({
    method: 'GET',
    endpoint,
    params: leagueParams(query),
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
}
