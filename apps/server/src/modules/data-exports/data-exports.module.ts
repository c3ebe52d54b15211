import { defineModule } from '../../app-context.ts';
import { DataExportsRepository } from './data-exports.repository.ts';
import { dataExportsRoutes } from './data-exports.routes.ts';
import { DataExportsService } from './data-exports.service.ts';

/** The school's data as files for its data manager: the transaction CSV (issue 26 point 2). */
export const dataExportsModule = defineModule({
  name: 'data-exports',
  build: (shared) => ({
    dataExports: new DataExportsService(new DataExportsRepository(shared.database.readDb), shared.access, {
      batchSize: shared.config.exportBatchRows,
    }),
  }),
  routes: (scope, own) => dataExportsRoutes(scope, own),
});
