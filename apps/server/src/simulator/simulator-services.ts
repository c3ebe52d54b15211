import { buildJobServices, type JobServicesOptions } from '../jobs/job-services.ts';
import { assignmentsModule } from '../modules/assignments/assignments.module.ts';
import { quizSessionsModule } from '../modules/quiz-sessions/quiz-sessions.module.ts';
import { SimulatorRepository } from './simulator.repository.ts';

/**
 * Where the simulator runs: a database with the server's configuration (a test app is one), and, when
 * it runs in the demo seed, the seed's open transaction, in which it then makes every statement.
 */
export type SimulatorTarget = Pick<JobServicesOptions, 'database' | 'config' | 'transaction'>;

/**
 * What the simulated teachers and students call: the services built by their modules as the server
 * builds them (decision 0027), on the simulator's clock (the moment the term is simulated up to), and
 * the simulator's own reads, over the same transaction when there is one.
 */
export async function simulatorServices(target: SimulatorTarget, now: Date) {
  const { assignments, quizSessions } = await buildJobServices(
    { database: target.database, config: target.config, transaction: target.transaction, now: () => now },
    [assignmentsModule, quizSessionsModule],
  );
  const db = target.transaction ?? target.database.db;
  return { assignments, quizSessions, db, reads: new SimulatorRepository(db) };
}
