import { TRANSACTIONS_CSV_COLUMNS } from '@mathsight/contract/data-exports.ts';
import { downloadTransactionsCsv, transactionsFileName } from '../api/download-transactions-csv.ts';
import { longDay, rangeProblems } from '../model/transaction-range.ts';
import { RangeExport, type RangeExportKind, type RangeExportProps } from './range-export.tsx';

/**
 * "Every answer" (issue 26 point 2): the transaction CSV of a date range (typed dd/mm/yyyy, school days,
 * at most a year) for a class the teacher may read, or the whole school for an administrator; downloaded
 * with its progress (the server streams it; a school's year can be millions of rows).
 */
const TRANSACTIONS: RangeExportKind = {
  title: 'Every answer',
  description:
    'Each answer students gave in the dates you choose, one row per answer, oldest first: set work (first attempts and retries) and practice on their own. Dates are UK time, both days included, at most a year.',
  noClassText:
    "You teach no class in this school yet. You can download your classes' answers once you teach one; an administrator can download the whole school's.",
  testId: 'transactions-summary',
  summary: (range, chosen) =>
    `The file will hold every answer given by ${chosen ? `the students of ${chosen.code}` : 'every student of the school'} from ${longDay(range.from)} to ${longDay(range.to)}.`,
  downloadWhat: 'the answers',
  problems: rangeProblems,
  buttonName: 'Download CSV of every answer',
  busyLabel: 'Preparing the answers',
  primary: true,
  download: (schoolId, range, classCode, transfer) =>
    downloadTransactionsCsv(schoolId, range, transactionsFileName(range, classCode), transfer),
  footnote: `Its columns: ${TRANSACTIONS_CSV_COLUMNS.join(', ')}. Practice answers have an id starting with P, the work kind Practice and no work id.`,
};

export function TransactionsExport(props: RangeExportProps) {
  return <RangeExport kind={TRANSACTIONS} {...props} />;
}
