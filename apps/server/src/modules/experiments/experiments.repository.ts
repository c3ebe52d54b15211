import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experimentAssignments } from '../../db/schema.ts';

export interface StoredVariant {
  experimentKey: string;
  variant: string;
}

/** The stored variants: one user's (experiment_assignments_user_idx), and storing new ones once. */
export class ExperimentsRepository {
  constructor(private readonly db: Db) {}

  async variantsOf(userId: number): Promise<StoredVariant[]> {
    return this.db
      .select({ experimentKey: experimentAssignments.experimentKey, variant: experimentAssignments.variant })
      .from(experimentAssignments)
      .where(eq(experimentAssignments.userId, userId));
  }

  /**
   * Stores these variants unless the user already has one for the experiment (a concurrent first read
   * loses quietly: on conflict do nothing), then answers what is stored for them, the winner's included.
   */
  async storeMissing(userId: number, variants: StoredVariant[]): Promise<StoredVariant[]> {
    if (variants.length > 0) {
      await this.db
        .insert(experimentAssignments)
        .values(variants.map((v) => ({ userId, experimentKey: v.experimentKey, variant: v.variant })))
        .onConflictDoNothing();
    }
    return this.variantsOf(userId);
  }
}
