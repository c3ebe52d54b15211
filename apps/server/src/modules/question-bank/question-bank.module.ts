import { defineModule } from '../../app-context.ts';
import { QuestionBankRepository } from './question-bank.repository.ts';
import { questionBankRoutes } from './question-bank.routes.ts';
import { QuestionBankService } from './question-bank.service.ts';

/** The question bank. */
export const questionBankModule = defineModule({
  name: 'question-bank',
  build: (shared, earlier) => ({
    questionBank: new QuestionBankService(
      new QuestionBankRepository(shared.database.readDb),
      earlier.assignments,
      shared.access,
    ),
  }),
  routes: (scope, own) => questionBankRoutes(scope, own),
});
