import { Readable } from 'node:stream';
import { dataExportPaths } from '@mathsight/contract/data-exports.paths.ts';
import { DataExportParamsSchema, TransactionsCsvQuerySchema } from '@mathsight/contract/data-exports.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { DataExportsService } from './data-exports.service.ts';

/**
 * The data exports (issue 26 point 2; spec §7 Reports "transaction CSV"): Confirmed teachers of the
 * school (403 for others before validation); a class's answers for its teachers and administrators (404
 * for a class the caller may not read or another school's), the whole school's for administrators (403).
 */
export async function dataExportsRoutes(
  app: FastifyInstance,
  { dataExports }: { dataExports: DataExportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    dataExportPaths.transactionsCsv(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags: ['reports'], params: DataExportParamsSchema, querystring: TransactionsCsvQuerySchema },
    },
    async (request, reply) => {
      const file = await dataExports.transactionsCsv(
        callerOf(request),
        request.params.schoolId,
        request.query,
      );
      // Sent as it is read: the client receives each batch while the next is fetched.
      return sendDownload(reply, {
        filename: file.fileName,
        body: Readable.from(file.pieces, { objectMode: false }),
      });
    },
  );
}
