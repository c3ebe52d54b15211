import type { EffortPeriod } from '@mathsight/contract/effort.ts';
import { LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/**
 * The school's leagues switch as users/me answers it (the server refuses league calls when it is off,
 * 409, so a stale answer only costs one refused call, which `isLeaguesOff` reads as off).
 */
export function useLeaguesOn(schoolId: number | null): boolean {
  return useSessionStore((s) =>
    s.appliedMe?.schoolId === schoolId ? s.appliedMe.motivationalFeaturesEnabled : true,
  );
}

/** The server's "Leagues are turned off for this school". */
export function isLeaguesOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === LEAGUES_OFF_MESSAGE;
}

export interface LeaguePeriodState {
  period: EffortPeriod;
  /** A day in the period (yyyy-mm-dd); undefined for the current one. */
  date: string | undefined;
}

/** The week or term a league screen shows: the current week until the reader moves. */
export function useLeaguePeriod() {
  const [state, setState] = useState<LeaguePeriodState>({ period: 'week', date: undefined });
  return { ...state, setState };
}
