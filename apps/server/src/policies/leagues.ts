import { LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';
import { assertCanUseSchool } from './school.ts';

/**
 * The league tables (issue 14 point 7) are read by every Confirmed teacher of the school, any class
 * of it (as the school's classes and results are: `SchoolAccessService.groupAccess`); anyone else
 * gets 404. Students read only their own classes' league, through their own call.
 */
export function assertCanReadLeagues(access: SchoolAccess | null): asserts access is SchoolAccess {
  assertCanUseSchool(access);
}

/**
 * The school's motivational features switch (spec §7) turns the leagues off for everyone: every
 * league call then answers 409 "Leagues are turned off for this school". A school that does not
 * exist is 404.
 */
export function assertLeaguesOn(enabled: boolean | null): void {
  if (enabled === null) throw notFound();
  if (!enabled) throw conflict(LEAGUES_OFF_MESSAGE);
}
