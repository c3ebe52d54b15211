import { Anchor, Box, Checkbox, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconMessages } from '@tabler/icons-react';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, type UIEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { nextSort, type SortBy, useResultsStore } from '../../../shared/insights/results-store.ts';
import { EffortValue } from '../../../shared/numbers/effort-value.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { cellMatches, cellOf, formatDuration, questionSortParam, selectionState } from '../grid-rows.ts';
import { GridAnswerCell } from './grid-cell.tsx';
import classes from './results-grid.module.css';

const features = tableFeatures({ rowSortingFeature });
const col = createColumnHelper<typeof features, GridStudent>();

/** Rows are this tall (2.75rem); windowing relies on it. */
const ROW_HEIGHT_PX = 44;
/** From this many rows only those in view (and a margin) are drawn: a 300-student year group stays quick. */
export const WINDOWING_FROM_ROWS = 60;
const OVERSCAN_ROWS = 10;

function SortHeader({
  label,
  param,
  sortBy,
  onSort,
}: {
  label: ReactNode;
  param: string;
  sortBy: SortBy;
  onSort: (param: string) => void;
}) {
  const active = sortBy.param === param;
  const Icon = !active ? IconArrowsSort : sortBy.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    // At least 24 × 24 px (WCAG 2.2 target size); Mantine's own button styles win over a class here.
    <UnstyledButton
      className={classes.sortButton}
      mih={26}
      miw={24}
      px={2}
      onClick={() => onSort(param)}
      data-testid={`sort-${param}`}
    >
      {label}
      <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.6} />
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
  /** Opens the comment dialog for an answer; absent where answers take no comment (independent study). */
  onOpenCell?: (student: GridStudent, question: GridQuestion, cell: GridCell) => void;
  /** Rows can be chosen (for follow-up work); off where nothing can be done with a choice. */
  selectable?: boolean;
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
  onOpenCell,
  selectable = true,
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
      ...grid.questions.map((q) =>
        col.display({ id: questionSortParam(q.questionId), header: `Q${q.sequence}` }),
      ),
    ],
    [grid.questions],
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

  // Windowing: only the rows inside the scrolled view (plus a margin) are in the document.
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(800);
  const windowed = rows.length >= WINDOWING_FROM_ROWS;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS) : 0;
  const last = windowed
    ? Math.min(rows.length, Math.ceil((scrollTop + viewHeight) / ROW_HEIGHT_PX) + OVERSCAN_ROWS)
    : rows.length;
  const onScroll = windowed
    ? (e: UIEvent<HTMLDivElement>) => {
        setScrollTop(e.currentTarget.scrollTop);
        setViewHeight(e.currentTarget.clientHeight || 800);
      }
    : undefined;

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
          size="sm"
          aria-label={`Q${question.sequence}: question ${question.sequence} results`}
          className={classes.target}
        >
          Q{question.sequence}
        </Anchor>
        <SortHeader
          label={
            <Text span size="xs" fw={600}>
              {question.correctPercent === null ? '–' : `${question.correctPercent}%`}
              <VisuallyHidden> right; sort by question {question.sequence}</VisuallyHidden>
            </Text>
          }
          param={id}
          sortBy={sortBy}
          onSort={onSort}
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
    <Box
      className={`${classes.scroller} mantine-focus-auto`}
      role="region"
      aria-label="Results by student"
      // Focusable so that keyboard users can scroll it.
      tabIndex={0}
      onScroll={onScroll}
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
                  className={header.column.id === 'lastName' ? classes.nameCell : undefined}
                  aria-sort={ariaSort(header.column.id)}
                >
                  {headerCell(header.column.id)}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {first > 0 && <Spacer columns={columnCount} height={first * ROW_HEIGHT_PX} />}
          {rows.slice(first, last).map((row, i) => {
            const student = row.original;
            const isSelected = selectedSet.has(student.studentId);
            const name = `${student.firstName} ${student.lastName}`;
            return (
              <tr
                key={row.id}
                data-selected={isSelected}
                aria-rowindex={first + i + 2}
                data-testid="results-row"
              >
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'lastName' ? (
                    <th key={cell.id} scope="row" className={classes.nameCell}>
                      <div className={classes.nameInner}>
                        {selectable && (
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={isSelected}
                            onChange={() => toggleStudent(student.studentId)}
                          />
                        )}
                        <span>{name}</span>
                        {student.lessonFlowId !== null && (
                          // Done as a lesson: the teacher can read it as the student saw it.
                          <Anchor
                            component={Link}
                            to={paths.topicSession(student.lessonFlowId)}
                            aria-label={`${name}’s lesson`}
                            title="Read the lesson"
                            className={classes.lessonLink}
                            data-testid="results-lesson-link"
                          >
                            <IconMessages size={16} stroke={1.8} aria-hidden />
                          </Anchor>
                        )}
                      </div>
                    </th>
                  ) : (
                    <td key={cell.id} data-column={cell.column.id}>
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
