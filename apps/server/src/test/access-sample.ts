import type { AccessWorld, CallerName, WorldCaller } from './access-world.ts';

/** What a caller gets: refused (401, 403, 404) or served (any 2xx). */
export type Outcome = 401 | 403 | 404 | '2xx';

export interface SampleRequest {
  url: string;
  payload?: object;
}

type Build = (w: AccessWorld, caller: WorldCaller) => SampleRequest | Promise<SampleRequest>;

/**
 * A valid request to one route, for each caller (ids from the world, e.g. the caller's own user id).
 * A write builds fresh resources per caller, so one caller's write never changes what another gets.
 */
export interface Sample {
  request: Build;
  /** Only where the route's real rule is finer than its declared one; each says why. */
  overrides?: Partial<Record<CallerName, Outcome>>;
  /** "Only their own data": the call on someone else's resource; 404 for every caller the rule serves. */
  foreign?: Build;
  /** "Only their own data", for answers about the caller: true when the body is theirs alone. */
  own?: (body: unknown, caller: WorldCaller, w: AccessWorld) => boolean;
  /**
   * A stand-in caller of the same kind (usually `w.standIn(caller)`), for calls that would change the
   * caller themselves, such as deleting their own account: the world's callers must outlive the call.
   */
  as?: (w: AccessWorld, caller: WorldCaller) => Promise<WorldCaller>;
}

/** The caller's own user id; the anonymous caller and the partner use the student's. */
export const idOf = (w: AccessWorld, caller: WorldCaller) => caller.userId ?? w.student.userId;
