import { defineModule } from '../../app-context.ts';
import { createOpenAiProvider } from '../../assistant-model/openai-provider.ts';
import { FlowsRepository } from './flows.repository.ts';
import { flowsRoutes } from './flows.routes.ts';
import { FlowsService } from './flows.service.ts';
import { TutorRepository } from './tutor.repository.ts';
import { TutorService } from './tutor.service.ts';
import { TutorWording } from './tutor-wording.ts';

/** The student flows, and chat with tutor in them (worded by the assistant's model when one is configured). */
export const flowsModule = defineModule({
  name: 'flows',
  build: (shared, earlier) => {
    const repo = new FlowsRepository(shared.database.db);
    const model = shared.config.assistantModel;
    return {
      flows: new FlowsService(repo, {
        quizSessions: earlier.quizSessions,
        schoolAccess: shared.access,
        delays: shared.config.flowDelays,
      }),
      tutor: new TutorService(
        repo,
        new TutorRepository(shared.database.db),
        model ? new TutorWording(createOpenAiProvider(model), shared.log) : null,
      ),
    };
  },
  routes: (scope, own) => flowsRoutes(scope, own),
});
