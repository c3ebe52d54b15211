import { Anchor, Box, Checkbox, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { nextSort, type SortBy, useResultsStore } from '../../../shared/insights/results-store.ts';
import { EffortValue } from '../../../shared/numbers/effort-value.tsx';
import { cellMatches, cellOf, formatDuration, questionSortParam, selectionState } from '../grid-rows.ts';
import { useWindowRows } from '../use-window-rows.ts';
import { GridAnswerCell } from './grid-cell.tsx';
import classes from './results-grid.module.css';
import { StudentNameCell } from './student-name-cell.tsx';

const features = tableFeatures({ rowSortingFeature });
const col = createColumnHelper<typeof features, GridStudent>();

/** Rows are this tall (2.5rem); windowing relies on it. */
const ROW_HEIGHT_PX = 40;
/** From this many rows only those in view (and a margin) are drawn: a 300-student year group stays quick. */
export const WINDOWING_FROM_ROWS = 60;
const OVERSCAN_ROWS = 10;

function SortHeader({
  label,
  param,
  sortBy,
  onSort,
  compact = false,
}: {
  label: ReactNode;
  param: string;
  sortBy: SortBy;
  onSort: (param: string) => void;
  /** A question's narrow column: the arrow only once it is sorted by. */
  compact?: boolean;
}) {
  const active = sortBy.param === param;
  const Icon = !active ? IconArrowsSort : sortBy.order === 'asc' ? IconArrowUp : IconArrowDown;
  const showIcon = active || !compact;
  return (
    // At least 24 × 24 px (WCAG 2.2 target size); Mantine's own button styles win over a class here.
    <UnstyledButton
      className={classes.sortButton}
      mih={26}
      miw={24}
      px={compact ? 0 : 2}
      onClick={() => onSort(param)}
      data-testid={`sort-${param}`}
    >
      {label}
      {showIcon && <Icon size={compact ? 12 : 14} aria-hidden="true" opacity={active ? 1 : 0.6} />}
    </UnstyledButton>
  );
}

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
 * Rows can be selected for follow-up work. Long lists draw only the rows in view.
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

  const columns = useMemo(
    () => [
      col.display({ id: 'lastName', header: 'Student' }),
      // Cells are drawn by bodyCell below; the columns give the table its shape and sort state.
      col.display({ id: 'score', header: 'Score' }),
      col.display({ id: 'completion', header: 'Answered' }),
      col.display({ id: 'time', header: 'Time' }),
      col.display({ id: 'effort', header: 'Effort' }),
      ...(questionColumns ? grid.questions : []).map((q) =>
        col.display({ id: questionSortParam(q.questionId), header: `Q${q.sequence}` }),
      ),
    ],
    [grid.questions, questionColumns],
  );
  const table = useTable({
    features,
    columns,
    data: students,
    getRowId: (row) => String(row.studentId),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: [{ id: sortBy.param, desc: sortBy.order === 'desc' }] },
  });
  const rows = table.getRowModel().rows;

  // Windowing: only the rows in the window (plus a margin) are in the document; the page scrolls.
  const body = useRef<HTMLTableSectionElement>(null);
  const { first, last } = useWindowRows(body, rows.length, {
    rowHeight: ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    from: WINDOWING_FROM_ROWS,
  });

  const questionById = new Map(grid.questions.map((q) => [q.questionId, q]));
  const ariaSort = (param: string) =>
    sortBy.param === param ? (sortBy.order === 'asc' ? 'ascending' : 'descending') : undefined;

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
          <SortHeader label="Student" param="lastName" sortBy={sortBy} onSort={onSort} />
        </div>
      );
    }
    const summary: Record<string, string> = {
      score: 'Score',
      completion: 'Answered',
      time: 'Time',
      effort: 'Effort',
    };
    if (summary[id]) return <SortHeader label={summary[id]} param={id} sortBy={sortBy} onSort={onSort} />;
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
        <SortHeader
          label={
            <Text span className={classes.questionPercent}>
              {question.correctPercent === null ? '–' : `${question.correctPercent}%`}
              <VisuallyHidden> right; sort by question {question.sequence}</VisuallyHidden>
            </Text>
          }
          param={id}
          sortBy={sortBy}
          onSort={onSort}
          compact
        />
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
      <table className={classes.table} aria-label="Results by student" aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={
                    header.column.id === 'lastName'
                      ? classes.nameCell
                      : header.column.id.startsWith('q')
                        ? classes.questionCol
                        : undefined
                  }
                  aria-sort={ariaSort(header.column.id)}
                >
                  {headerCell(header.column.id)}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {first > 0 && <Spacer columns={columnCount} height={first * ROW_HEIGHT_PX} />}
          {rows.slice(first, last).map((row, i) => {
            const student = row.original;
            const isSelected = selectedSet.has(student.studentId);
            return (
              <tr
                key={row.id}
                data-selected={isSelected}
                aria-rowindex={first + i + 2}
                data-testid="results-row"
              >
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'lastName' ? (
                    <StudentNameCell
                      key={cell.id}
                      student={student}
                      selectable={selectable}
                      selected={isSelected}
                      onToggle={() => toggleStudent(student.studentId)}
                      href={studentHref?.(student.studentId)}
                    />
                  ) : (
                    <td
                      key={cell.id}
                      data-column={cell.column.id}
                      className={cell.column.id.startsWith('q') ? classes.questionCol : undefined}
                    >
                      {bodyCell(student, cell.column.id)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {last < rows.length && (
            <Spacer columns={columnCount} height={(rows.length - last) * ROW_HEIGHT_PX} />
          )}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} style={{ textAlign: 'left', padding: 'var(--mantine-spacing-md)' }}>
                No student matches this filter.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Box>
  );
}
