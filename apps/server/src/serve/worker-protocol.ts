/** What the primary and its workers say to each other (kept apart so the primary does not load the app). */

/** The primary's request to stop (its SIGTERM or SIGINT, passed on). */
export const SHUTDOWN_MESSAGE = 'mathsight:shutdown';
/** Which of the primary's places a worker fills (0 … workers−1); a replacement takes its predecessor's. */
export const WORKER_SLOT_ENV = 'MATHSIGHT_WORKER_SLOT';
