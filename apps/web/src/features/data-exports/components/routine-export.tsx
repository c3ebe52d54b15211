import { ROUTINE_CSV_COLUMNS } from '@mathsight/contract/routine.ts';
import { downloadRoutineCsv, routineFileName } from '../api/download-routine-csv.ts';
import { routineRangeProblems } from '../model/routine-range.ts';
import { longDay } from '../model/transaction-range.ts';
import { RangeExport, type RangeExportKind, type RangeExportProps } from './range-export.tsx';

/**
 * "Retrieval-practice routine" (issue 26 point 2, spec §7's routine CSV): for each class and school week
 * of the dates chosen, the retrieval practice set, how many completed it and the mean score: one class
 * the teacher may read, or every class for an administrator.
 */
const ROUTINE: RangeExportKind = {
  title: 'Retrieval-practice routine',
  description:
    "For each class and school week, the retrieval practice set that week, how many students completed it, and their mean score. Weeks run Monday to Sunday (UK time); the first day's whole week is included, at most 53 weeks.",
  noClassText:
    "You teach no class in this school yet. You can download a class's routine once you teach one; an administrator can download every class's.",
  testId: 'routine-summary',
  summary: (range, chosen) =>
    `The file will hold a row for each week of ${chosen ? chosen.code : 'every class of the school'} from the week of ${longDay(range.from)} to ${longDay(range.to)}.`,
  downloadWhat: 'the routine',
  problems: routineRangeProblems,
  buttonName: 'Download CSV of the retrieval-practice routine',
  busyLabel: 'Preparing the routine',
  download: (schoolId, range, classCode, transfer) =>
    downloadRoutineCsv(schoolId, range, routineFileName(range, classCode), transfer),
  footnote: `Its columns: ${ROUTINE_CSV_COLUMNS.join(', ')}. The same weeks are on each class's plan, under Routine.`,
};

export function RoutineExport(props: RangeExportProps) {
  return <RangeExport kind={ROUTINE} {...props} />;
}
