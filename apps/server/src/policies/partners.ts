import { forbidden, unauthorised } from '../http/errors.ts';

/** A partner (B2B) call needs a token that names a live partner: missing, unknown or revoked is 401. */
export function assertLivePartner<T>(partner: T | null | undefined): asserts partner is T {
  if (partner === null || partner === undefined) throw unauthorised();
}

/**
 * A school's data (schools, classes, students, work, results) is read with a teacher's own sign-in: a
 * partner token reads content only (decision 0049), so a partner asking for it is refused (403).
 */
export function assertSchoolReader<T>(caller: T | null): asserts caller is T {
  if (caller === null)
    throw forbidden('A partner token reads content only; school data needs a teacher’s sign-in.');
}
