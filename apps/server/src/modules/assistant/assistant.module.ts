import { defineModule } from '../../app-context.ts';
import { AssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { AssistantService } from './assistant.service.ts';
import { AssistantData } from './assistant-data.ts';
import { BuiltInAnswerer } from './builtin-answerer.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { DocumentsService } from './documents/documents.service.ts';
import { FeedbackReviewRepository } from './feedback-review.repository.ts';
import { feedbackReviewRoutes } from './feedback-review.routes.ts';
import { FeedbackReviewService } from './feedback-review.service.ts';
import { IntentRecogniser } from './intent-recogniser.ts';

/**
 * The teacher assistant (issue 29): the built-in answerer over the insights, student page, growth and
 * topic report services. A model answerer (assistant-model/) plugs in here, in front of the built-in one.
 */
export const assistantModule = defineModule({
  name: 'assistant',
  build: (shared, earlier) => {
    const data = new AssistantData({
      insights: earlier.insights,
      studentProfile: earlier.studentProfile,
      growth: earlier.growth,
      topicReports: earlier.topicReports,
    });
    const answerer = new BuiltInAnswerer(new IntentRecogniser(), data);
    const repo = new AssistantRepository(shared.database.db);
    return {
      assistant: new AssistantService(repo, shared.access, answerer),
      feedbackReview: new FeedbackReviewService(
        new FeedbackReviewRepository(shared.database.db),
        repo,
        shared.access,
      ),
      // The documents (csv-summarizer, assignment-student-report, pdf-generator: issue 29 point 4).
      assistantDocuments: new DocumentsService(repo, shared.access, data),
    };
  },
  routes: async (scope, own) => {
    await assistantRoutes(scope, own);
    await feedbackReviewRoutes(scope, own);
    await documentsRoutes(scope, own);
  },
});
