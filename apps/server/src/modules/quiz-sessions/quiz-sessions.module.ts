import { defineModule } from '../../app-context.ts';
import { AnswerFolds } from '../../jobs/answer-folds.ts';
import { AnswerPartitionsJob } from '../../jobs/answer-partitions-job.ts';
import { QuizSessionsRepository } from './quiz-sessions.repository.ts';
import { quizSessionsRoutes } from './quiz-sessions.routes.ts';
import { QuizSessionsService } from './quiz-sessions.service.ts';

/** Students answering: sessions, the answers' store and the folds that roll answers up. */
export const quizSessionsModule = defineModule({
  name: 'quiz-sessions',
  build: ({ database, config, log, lifecycle, now }) => {
    const repo = new QuizSessionsRepository(database.db);
    // Answers stored just before shutdown still reach the other nodes' live screens: the realtime
    // module is listed earlier, so its feed stops after this (stops run last added first).
    lifecycle.onClose(() => repo.answers.idle());
    if (config.answerFolds) {
      // Decision 0022: every process runs the timer; each fold's advisory lock keeps one folder at a time.
      const folds = new AnswerFolds(database.db, { everyMs: config.answerFoldSeconds * 1000, log });
      lifecycle.onReady(() => folds.start());
      lifecycle.onClose(() => folds.stop());
    }
    if (config.answerFolds && database.kind === 'postgres') {
      // Decision 0060: the answers' coming month partitions, once a day on every node.
      const partitions = new AnswerPartitionsJob(database.db, log);
      lifecycle.onReady(() => partitions.start());
      lifecycle.onClose(() => partitions.stop());
    }
    return { quizSessions: new QuizSessionsService(repo, { now }) };
  },
  routes: (scope, own) => quizSessionsRoutes(scope, own),
});
