/** The NOTIFY channel on which every node hears of sign-ins ended elsewhere (decision 0025). */
export const SESSIONS_CHANNEL = 'mathsight_sessions';

/** Said instead of the list when it would not fit a NOTIFY payload: listeners read the table again. */
const RELOAD = '*';
/** PostgreSQL refuses payloads of 8000 bytes or more (and the transaction with them); stay well below. */
const MAX_PAYLOAD_CHARS = 7000;

/** What a listener does with a notice: forget these sessions' tokens, or read every recent revocation again. */
export type RevocationNotice = { sessionIds: string[] } | 'reload';

/** The payload telling every node that these sign-ins ended. */
export function encodeNotice(sessionIds: readonly string[]): string {
  const listed = JSON.stringify(sessionIds);
  return listed.length < MAX_PAYLOAD_CHARS ? listed : RELOAD;
}

/**
 * The notice a payload carries. Anything unreadable also means "read again": a notice is only sent
 * when something was revoked, so the safe answer to one that cannot be understood is to reload.
 */
export function parseNotice(payload: string): RevocationNotice {
  try {
    const value: unknown = JSON.parse(payload);
    if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return { sessionIds: value };
  } catch {
    // Falls through to a reload.
  }
  return 'reload';
}
