import { unauthorised } from '../http/errors.ts';

/** A partner (B2B) call needs a token that names a live partner: missing, unknown or revoked is 401. */
export function assertLivePartner<T>(partner: T | null | undefined): asserts partner is T {
  if (partner === null || partner === undefined) throw unauthorised();
}
