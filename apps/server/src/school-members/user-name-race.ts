import { isUniqueViolation } from '../auth/one-time-codes.ts';
import { conflict } from '../http/errors.ts';

/** How many times an add of students runs whose usernames a hand-chosen one took meanwhile. */
const ATTEMPTS = 3;

export const USER_NAME_RACE_MESSAGE =
  'Someone took one of these usernames at the same moment. Nothing was saved: try again.';

/**
 * Runs `add` (one transaction that chooses usernames with chooseUserNames and stores them) again
 * when a unique index refuses it: usernames chosen by hand (a class-code sign-up, a teacher's edit)
 * take no lock, so one can take a chosen name between the read and the insert. Each attempt reads
 * the taken names afresh. Still refused after ATTEMPTS, the caller hears 409, never 500.
 */
export async function retryOnUserNameRace<T>(add: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await add();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= ATTEMPTS) throw conflict(USER_NAME_RACE_MESSAGE);
    }
  }
}
