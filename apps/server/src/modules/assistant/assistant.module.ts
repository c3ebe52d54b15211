import { defineModule } from '../../app-context.ts';
import { createOpenAiProvider } from '../../assistant-model/openai-provider.ts';
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
import { ModelAnswerer } from './model-answerer.ts';

/**
 * The teacher assistant (issue 29): the built-in answerer over the insights, student page, growth and
 * topic report services; with a model configured (ASSISTANT_BASE_URL and ASSISTANT_MODEL), the model
 * answerer in front of it, falling back to it.
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
    const repo = new AssistantRepository(shared.database.db);
    const builtIn = new BuiltInAnswerer(new IntentRecogniser(), data);
    const model = shared.config.assistantModel;
    const answerer = model
      ? new ModelAnswerer(builtIn, createOpenAiProvider(model), data, repo, shared.access, shared.log)
      : builtIn;
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
