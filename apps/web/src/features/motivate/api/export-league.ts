import type { LeagueQuery } from '@mathsight/contract/leagues.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS, REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { leagueParams } from './league-keys.ts';

/**
 * GET …/leagues/{classes/{groupId}|school|groups}/export: the league on screen as CSV (same rows and
 * columns, numbers as numbers). `endpoint` is one of leaguePaths' export paths; the school's leagues (of
 * students or of classes) take the long report timeout, a class's the other.
 */
export function exportLeague(
  endpoint: string,
  query: LeagueQuery & { yearGroupId?: number | null },
  wholeSchool: boolean,
) {
  return downloadFile({
    method: 'GET',
    endpoint,
    params: leagueParams(query),
    timeoutMs: wholeSchool ? REPORT_CSV_LONG_TIMEOUT_MS : REPORT_CSV_TIMEOUT_MS,
  });
}
