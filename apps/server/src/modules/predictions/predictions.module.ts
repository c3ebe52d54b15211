import { defineModule } from '../../app-context.ts';
import { PredictionsRepository } from './predictions.repository.ts';
import { predictionsRoutes } from './predictions.routes.ts';
import { PredictionsService } from './predictions.service.ts';

/** Predicted grades. */
export const predictionsModule = defineModule({
  name: 'predictions',
  build: (shared) => ({
    predictions: new PredictionsService(new PredictionsRepository(shared.database.readDb), shared.access),
  }),
  routes: (scope, own) => predictionsRoutes(scope, own),
});
