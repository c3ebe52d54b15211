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
      if (!isUserNameTaken(error)) throw error;
      if (attempt >= ATTEMPTS) throw conflict(USER_NAME_RACE_MESSAGE);
    }
  }
}

/** The usernames' unique index (db/user-schema.ts): only its refusal is a race worth running again. */
export const USER_NAME_INDEX = 'users_user_name_lower_idx';

/**
 * Whether a unique violation (SQLSTATE 23505) came from the usernames' index, searched down the
 * `cause` chain (Drizzle wraps the driver's error). Any other index's refusal is a real fault and is
 * passed on to be logged and answered as one, not retried into a 409.
 */
export function isUserNameTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === USER_NAME_INDEX;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
