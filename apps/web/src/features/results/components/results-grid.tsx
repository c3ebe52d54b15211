import { Anchor, Box, Checkbox, Text, VisuallyHidden } from '@mantine/core';
import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { type ReactNode, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { nextSort, useResultsStore } from '../../../shared/insights/results-store.ts';
import { EffortValue } from '../../../shared/numbers/effort-value.tsx';
import { SortButton, sortDirectionOf } from '../../../shared/ui/list-kit/sortable-header.tsx';
import { useArrowKeyTable } from '../../../shared/ui/use-arrow-key-table.ts';
import { cellMatches, cellOf, formatDuration, questionSortParam, selectionState } from '../grid-rows.ts';
import { useWindowRows } from '../use-window-rows.ts';
import { GridAnswerCell } from './grid-cell.tsx';
import classes from './results-grid.module.css';
import { StudentNameCell } from './student-name-cell.tsx';

/** Rows are this tall (2.5rem); windowing relies on it. */
const ROW_HEIGHT_PX = 40;
/** From this many rows only those in view (and a margin) are drawn: a 300-student year group stays quick. */
export const WINDOWING_FROM_ROWS = 60;
const OVERSCAN_ROWS = 10;

/** The columns between the name and the questions, each sortable. */
const SUMMARY_COLUMNS = [
  { param: 'score', label: 'Score' },
  { param: 'completion', label: 'Answered' },
  { param: 'time', label: 'Time' },
  { param: 'effort', label: 'Effort' },
] as const;

/** Stands in for the rows scrolled out of view, so the scrollbar keeps the whole list's length. */
function Spacer({ columns, height }: { columns: number; height: number }) {
  return (
    <Box component="tr" className={classes.spacer} aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </Box>
  );
}

export interface ResultsGridTableProps {
  grid: ResultsGrid;
  /** The rows to show, already filtered and sorted (grid-rows.ts). */
  students: GridStudent[];
  questionHref: (questionId: number) => string;
  /** The student's review of the work (issue 11): their name links to it; absent for independent study. */
  studentHref?: (studentId: number) => string;
  /** Opens the comment dialog for an answer; absent where answers take no comment (independent study). */
  onOpenCell?: (student: GridStudent, question: GridQuestion, cell: GridCell) => void;
  /** Rows can be chosen (for follow-up work); off where nothing can be done with a choice. */
  selectable?: boolean;
  /** A column per question; off on a phone, where the questions are cards (question-cards.tsx). */
  questionColumns?: boolean;
}

/**
 * The results grid: a student per row (name fixed on the left), their score, completion, time and
 * effort, then one column per question (fixed header), every column sortable (spec §3 questionsSortBy).
 * Rows can be selected for follow-up work. Long lists draw only the rows in view. One Tab stop, then
 * the arrow keys move from cell to cell (useArrowKeyTable).
 */
export function ResultsGridTable({
  grid,
  students,
  questionHref,
  studentHref,
  onOpenCell,
  selectable = true,
  questionColumns = true,
}: ResultsGridTableProps) {
  const sortBy = useResultsStore((s) => s.questionsSortBy);
  const setSortBy = useResultsStore((s) => s.setQuestionsSortBy);
  const filter = useResultsStore((s) => s.answersFilter);
  const selected = useResultsStore((s) => s.selectedStudents);
  const toggleStudent = useResultsStore((s) => s.toggleStudent);
  const setSelected = useResultsStore((s) => s.setSelectedStudents);
  const onSort = (param: string) => setSortBy(nextSort(sortBy, param));

  const shownIds = students.map((s) => s.studentId);
  const allState = selectionState(shownIds, selected);
  const selectedSet = new Set(selected);

  // Column ids double as sort params (spec §3 questionsSortBy); cells are drawn by bodyCell below.
  const columns = useMemo(
    () => [
      'lastName',
      ...SUMMARY_COLUMNS.map((c) => c.param),
      ...(questionColumns ? grid.questions : []).map((q) => questionSortParam(q.questionId)),
    ],
    [grid.questions, questionColumns],
  );
  // Windowing: only the rows in the window (plus a margin) are in the document; the page scrolls.
  const body = useRef<HTMLTableSectionElement>(null);
  // One Tab stop for the table, then the arrow keys (issue 26 point 6: 58 Tabs reached one cell before).
  const table = useRef<HTMLTableElement>(null);
  const arrowKeys = useArrowKeyTable(table);
  const { first, last } = useWindowRows(body, students.length, {
    rowHeight: ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    from: WINDOWING_FROM_ROWS,
  });

  const questionById = new Map(grid.questions.map((q) => [q.questionId, q]));
  const direction = (param: string) => sortDirectionOf(param, sortBy.param, sortBy.order === 'desc');
  const sortButton = (param: string, label: ReactNode, compact = false) => (
    <SortButton
      label={label}
      direction={direction(param)}
      onSort={() => onSort(param)}
      testId={`sort-${param}`}
      size="xs"
      compact={compact}
    />
  );

  function headerCell(id: string): ReactNode {
    if (id === 'lastName') {
      return (
        <div className={classes.nameInner}>
          {selectable && (
            <Checkbox
              aria-label={allState === 'all' ? 'Clear the selection' : 'Select every student shown'}
              checked={allState === 'all'}
              indeterminate={allState === 'some'}
              onChange={() =>
                setSelected(
                  allState === 'all'
                    ? selected.filter((s) => !shownIds.includes(s))
                    : [...selected, ...shownIds],
                )
              }
            />
          )}
          {sortButton('lastName', 'Student')}
        </div>
      );
    }
    const summary = SUMMARY_COLUMNS.find((c) => c.param === id);
    if (summary) return sortButton(id, summary.label);
    const question = questionById.get(Number(id.slice(1)));
    if (!question) return null;
    return (
      <div className={classes.questionHead}>
        <Anchor
          component={Link}
          to={questionHref(question.questionId)}
          fw={700}
          size="xs"
          aria-label={`Q${question.sequence}: question ${question.sequence} results`}
          className={classes.target}
        >
          Q{question.sequence}
        </Anchor>
        {sortButton(
          id,
          <Text span className={classes.questionPercent}>
            {question.correctPercent === null ? '–' : `${question.correctPercent}%`}
            <VisuallyHidden> right; sort by question {question.sequence}</VisuallyHidden>
          </Text>,
          true,
        )}
      </div>
    );
  }

  function bodyCell(student: GridStudent, id: string): ReactNode {
    switch (id) {
      case 'score':
        return student.scorePercent === null ? '–' : `${student.scorePercent}%`;
      case 'completion':
        return `${student.completionPercent}%`;
      case 'time':
        return formatDuration(student.answeredCount > 0 ? student.timeTakenMs : null);
      case 'effort':
        return <EffortValue percent={student.effortPercent} />;
      default: {
        const question = questionById.get(Number(id.slice(1)));
        if (!question) return null;
        const cell = cellOf(student, question.questionId);
        return (
          <GridAnswerCell
            sequence={question.sequence}
            cell={cell}
            hidden={!cellMatches(cell, filter)}
            onOpen={
              cell && onOpenCell && cell.studentAnswerId !== null
                ? () => onOpenCell(student, question, cell)
                : undefined
            }
          />
        );
      }
    }
  }

  const columnCount = columns.length;
  return (
    // The page scrolls the rows (the header and the names stay); only a grid wider than the page
    // scrolls sideways here, so this region is focusable for keyboard users.
    <Box
      className={`${classes.scroller} mantine-focus-auto`}
      role="region"
      aria-label="Results by student"
      tabIndex={0}
      data-testid="results-grid"
    >
      <table
        ref={table}
        className={classes.table}
        aria-label="Results by student"
        aria-rowcount={students.length + 1}
        aria-describedby="results-grid-keys"
        {...arrowKeys}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((id) => (
              <th
                key={id}
                scope="col"
                className={
                  id === 'lastName' ? classes.nameCell : id.startsWith('q') ? classes.questionCol : undefined
                }
                aria-sort={direction(id)}
              >
                {headerCell(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {first > 0 && <Spacer columns={columnCount} height={first * ROW_HEIGHT_PX} />}
          {students.slice(first, last).map((student, i) => {
            const isSelected = selectedSet.has(student.studentId);
            return (
              <tr
                key={student.studentId}
                data-selected={isSelected}
                aria-rowindex={first + i + 2}
                data-testid="results-row"
              >
                {columns.map((id) =>
                  id === 'lastName' ? (
                    <StudentNameCell
                      key={id}
                      student={student}
                      selectable={selectable}
                      selected={isSelected}
                      onToggle={() => toggleStudent(student.studentId)}
                      href={studentHref?.(student.studentId)}
                    />
                  ) : (
                    <td
                      key={id}
                      data-column={id}
                      className={id.startsWith('q') ? classes.questionCol : undefined}
                    >
                      {bodyCell(student, id)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {last < students.length && (
            <Spacer columns={columnCount} height={(students.length - last) * ROW_HEIGHT_PX} />
          )}
          {students.length === 0 && (
            <tr>
              <td colSpan={columnCount} style={{ textAlign: 'left', padding: 'var(--mantine-spacing-md)' }}>
                No student matches this filter.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <VisuallyHidden id="results-grid-keys">
        Move between the cells with the arrow keys; Home and End go to the start and end of a row.
      </VisuallyHidden>
    </Box>
  );
}
