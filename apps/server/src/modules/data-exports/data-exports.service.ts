import { TRANSACTIONS_CSV_COLUMNS, type TransactionsCsvQuery } from '@mathsight/contract/data-exports.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { CSV_BYTE_ORDER_MARK, safeCsvLines } from '../../http/csv-safe.ts';
import { assertCanExportSchoolAnswers } from '../../policies/data-exports.ts';
import { assertCanReadClassReport } from '../../policies/student-reports.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type {
  AnswerExportRow,
  AnswerKey,
  AnswerScope,
  DataExportsRepository,
  ExportPerson,
  SchoolDayRange,
} from './data-exports.repository.ts';
import { transactionCells, transactionsCsvName } from './transactions-csv.ts';

/** A file written while it is read: its name, then its text in pieces, each asked for when wanted. */
export interface StreamedFile {
  fileName: string;
  pieces: AsyncIterable<string>;
}

export interface DataExportsOptions {
  /**
   * Answers read per statement (config.exportBatchRows, 2000: about 300 KB of CSV), so an export holds a
   * batch or two in memory whatever its length, and each statement is short enough for other calls to
   * run between them. Tests lower it to see the batches.
   */
  batchSize: number;
}

/**
 * The school's data as files for its data manager (issue 26 point 2). Every check is made before the
 * file starts, so a refusal is a proper 403 or 404; then the rows are read a batch at a time, at most
 * one batch ahead of what the client has taken, so memory stays flat for millions.
 */
export class DataExportsService {
  readonly #batchSize: number;

  constructor(
    private readonly repo: Pick<DataExportsRepository, 'answerBatch' | 'people'>,
    private readonly schoolAccess: SchoolAccessService,
    options: DataExportsOptions,
  ) {
    this.#batchSize = options.batchSize;
  }

  /**
   * GET schools/{id}/reports/transactions.csv: every answer (set work's first attempts and retries, and
   * practice) in the range, oldest first; one class's students' (its teachers, administrators) or the
   * whole school's (administrators only).
   */
  async transactionsCsv(
    caller: Caller,
    schoolId: number,
    query: TransactionsCsvQuery,
  ): Promise<StreamedFile> {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId);
    let className: string | null = null;
    if (query.groupId === undefined) assertCanExportSchoolAnswers(access);
    else {
      const [found] = await this.schoolAccess.schoolGroups(schoolId, [query.groupId]);
      assertCanReadClassReport(access, found);
      className = found.code;
    }
    const range: SchoolDayRange = { from: query.from, to: query.to };
    return {
      fileName: transactionsCsvName(range, className),
      pieces: this.#transactionPieces({ schoolId, groupId: query.groupId ?? null }, range),
    };
  }

  /**
   * The header, then a piece per batch. The next batch is read while the last is being sent (the
   * database and this process work at once), so at most two batches are held, whatever the export.
   * Each student's details are read once, the first time a batch brings them, and kept for the rest
   * of the export (bounded by the school's roll).
   */
  async *#transactionPieces(scope: AnswerScope, range: SchoolDayRange): AsyncGenerator<string> {
    yield `${CSV_BYTE_ORDER_MARK}${safeCsvLines([TRANSACTIONS_CSV_COLUMNS])}`;
    const people = new Map<number, ExportPerson>();
    const lines = async (rows: AnswerExportRow[]) => {
      const unknown = [...new Set(rows.map((r) => r.studentId))].filter((id) => !people.has(id));
      for (const person of await this.repo.people(scope.schoolId, unknown))
        people.set(person.studentId, person);
      return safeCsvLines(
        rows.map((row) => {
          // Only a student removed between the batch and this read is missing: their row keeps its id.
          return transactionCells(row, people.get(row.studentId) ?? removedPerson(row.studentId));
        }),
      );
    };
    const read = (after: AnswerKey | null) => {
      const batch = this.repo.answerBatch(scope, range, after, this.#batchSize);
      // A client that leaves while a batch is read ahead never awaits it: its failure is nobody's then.
      batch.catch(() => undefined);
      return batch;
    };
    let reading = read(null);
    for (;;) {
      const rows = await reading;
      const last = rows.at(-1);
      // A short batch is the last: no statement is spent learning that nothing follows.
      const more = last !== undefined && rows.length === this.#batchSize;
      if (more) reading = read(last.key);
      if (rows.length > 0) yield await lines(rows);
      if (!more) return;
    }
  }
}

function removedPerson(studentId: number): ExportPerson {
  return { studentId, firstName: '', lastName: '', upn: null, classes: null, yearGroup: null };
}
