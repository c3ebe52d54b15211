import {
  EXPOSURE_ACTION,
  type ExperimentAudience,
  type ExperimentDefinition,
  type UserExperiments,
} from '@mathsight/contract/experiments.ts';
import type { TrackingResult } from '@mathsight/contract/tracking.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertSelf } from '../../policies/roles.ts';
import type { TrackingService } from '../tracking/tracking.service.ts';
import { variantFor } from './experiment-split.ts';
import type { ExperimentsRepository } from './experiments.repository.ts';

type Cookies = Record<string, string | undefined>;

/** The audiences a caller belongs to, from their roles (a parent is in none). */
function audiencesOf(caller: Caller): Set<ExperimentAudience> {
  const set = new Set<ExperimentAudience>();
  if (caller.roles.includes('Student')) set.add('students');
  if (caller.roles.includes('Teacher')) set.add('teachers');
  return set;
}

/**
 * Experiments (issue 32 point 3, decision 0048): the caller's variant of each active experiment for their
 * audience, the hash's choice stored on the first read and kept from then on, whatever the weights
 * become; an exposure goes to the tracking module, which records it only with analytics consent.
 */
export class ExperimentsService {
  constructor(
    private readonly repo: ExperimentsRepository,
    private readonly experiments: ExperimentDefinition[],
    private readonly tracking: TrackingService,
  ) {}

  /** Two statements at most: the stored variants, and (on a first read) storing the missing ones. */
  async forUser(caller: Caller, userId: number): Promise<UserExperiments> {
    assertSelf(caller, userId);
    const mine = this.#activeFor(caller);
    if (mine.length === 0) return { experiments: [] };
    let stored = await this.repo.variantsOf(userId);
    const known = new Set(stored.map((s) => s.experimentKey));
    const missing = mine
      .filter((e) => !known.has(e.key))
      .map((e) => ({ experimentKey: e.key, variant: variantFor(e, userId) }));
    if (missing.length > 0) stored = await this.repo.storeMissing(userId, missing);
    const variantOf = new Map(stored.map((s) => [s.experimentKey, s.variant]));
    return {
      experiments: mine.flatMap((e) => {
        const variant = variantOf.get(e.key);
        // A stored variant the configuration has since dropped falls back to the first (the control).
        const known = e.variants.some((v) => v.key === variant) ? variant : e.variants[0]?.key;
        return known ? [{ key: e.key, variant: known }] : [];
      }),
    };
  }

  /**
   * The caller saw their variant: a tracking event with the experiment and the stored variant (never one
   * the browser names; stored now if this is the first the server hears of it), recorded only if the
   * request carries analytics consent. An experiment that is not active for the caller is not found.
   */
  async exposure(caller: Caller, userId: number, key: string, cookies: Cookies): Promise<TrackingResult> {
    const mine = await this.forUser(caller, userId);
    const variant = mine.experiments.find((e) => e.key === key)?.variant;
    if (variant === undefined) throw notFound();
    return this.tracking.serverEvent(caller, cookies, EXPOSURE_ACTION, { experiment: key, variant });
  }

  #activeFor(caller: Caller): ExperimentDefinition[] {
    const audiences = audiencesOf(caller);
    return this.experiments.filter((e) => e.active && audiences.has(e.audience));
  }
}
