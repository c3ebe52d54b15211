/**
 * A message for the sign-in page after a sign-out it explains (the account was just deleted). Kept in
 * session storage, written after logout (which clears it), so it reaches /login however the app gets
 * there; the sign-in page shows it once.
 */
const KEY = 'mathsight.signedOutNotice';

export type SignedOutNotice = 'account-deleted';

export function leaveSignedOutNotice(notice: SignedOutNotice): void {
  window.sessionStorage.setItem(KEY, notice);
}

/** The notice waiting for the sign-in page, if any; it stays until `forgetSignedOutNotice`. */
export function readSignedOutNotice(): SignedOutNotice | null {
  return window.sessionStorage.getItem(KEY) === 'account-deleted' ? 'account-deleted' : null;
}

export function forgetSignedOutNotice(): void {
  window.sessionStorage.removeItem(KEY);
}
