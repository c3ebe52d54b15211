import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type {
  ExportFormat,
  GridCell,
  GridQuestion,
  GridStudent,
  ResultsGrid,
} from '@mathsight/contract/insights.ts';
import { IconArrowRight, IconPointFilled } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AssignmentKindBadge, DueStatusBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { formatSchoolRange } from '../../../shared/dates/school-time.ts';
import { useResultsStore } from '../../../shared/insights/results-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import type { FilterMisconception } from '../answers-filter-options.ts';
import { visibleStudents } from '../grid-rows.ts';
import type { LiveStatus } from '../live/live-connection.ts';
import type { FeedbackTarget } from './answer-feedback-dialog.tsx';
import { QuestionCards } from './question-cards.tsx';
import { ResultsGridTable, type ResultsGridTableProps } from './results-grid.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';

const LIVE_LABELS: Record<LiveStatus, { text: string; color: string }> = {
  live: { text: 'Live: answers appear as students work', color: 'green.9' },
  connecting: { text: 'Connecting to live answers…', color: 'gray.8' },
  offline: { text: 'Live answers paused, reconnecting…', color: 'orange.9' },
  unavailable: { text: 'Live answers are not available; refresh to see new answers', color: 'gray.8' },
};

export interface ResultsViewProps {
  grid: ResultsGrid;
  /** Scopes the filter and selection (spec §3) to this piece of work. */
  scope: string;
  back: ReactNode;
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
  questionHref: (questionId: number) => string;
  /** One student's review of the work (set work only). */
  studentHref?: (studentId: number) => string;
  misconceptions: FilterMisconception[];
  live?: LiveStatus;
  /** After a burst of live answers, what a screen reader hears (use-live-answers). */
  liveAnnouncement?: string;
  onExport?: (format: ExportFormat) => Promise<void>;
  /** Where "Set follow-up work" goes with the chosen students; absent where none can be set. */
  followUpHref?: (studentIds: number[]) => string;
}

const PHONE_QUERY = '(max-width: 47.99em)';

// Downloads when a teacher first chooses an answer to comment on (issue 26 point 4: light pages).
const AnswerFeedbackDialog = lazy(async () => ({
  default: (await import('./answer-feedback-dialog.tsx')).AnswerFeedbackDialog,
}));

/** The grid (a row per student), or on a phone the card per question. */
function ResultsLayout({ phone, ...props }: ResultsGridTableProps & { phone: boolean }) {
  if (!phone) return <ResultsGridTable {...props} />;
  const { grid, students, questionHref, onOpenCell } = props;
  // On a phone: the students' figures without the question columns, then a card per question.
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="by-student-heading">
        <Title order={2} size="h3" id="by-student-heading">
          By student
        </Title>
        <ResultsGridTable {...props} questionColumns={false} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="by-question-heading">
        <Title order={2} size="h3" id="by-question-heading">
          By question
        </Title>
        <QuestionCards grid={grid} students={students} questionHref={questionHref} onOpenCell={onOpenCell} />
      </Stack>
    </Stack>
  );
}

/** Results by student, for set work and for independent study alike. */
export function ResultsView({
  grid,
  scope,
  back,
  groupId,
  onGroupChange,
  questionHref,
  studentHref,
  misconceptions,
  live,
  liveAnnouncement,
  onExport,
  followUpHref,
}: ResultsViewProps) {
  const enterScope = useResultsStore((s) => s.enterScope);
  const filter = useResultsStore((s) => s.answersFilter);
  const sortBy = useResultsStore((s) => s.questionsSortBy);
  const selected = useResultsStore((s) => s.selectedStudents);
  const [feedback, setFeedback] = useState<FeedbackTarget | null>(null);
  // A phone gets a card per question instead of the wide grid (issue 11).
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  useEffect(() => enterScope(scope), [enterScope, scope]);

  const students = useMemo(
    () => visibleStudents(grid.students, filter, sortBy),
    [grid.students, filter, sortBy],
  );
  const work = grid.work;
  const canComment = work.assignmentId !== null;
  // Only students still in the grid (a class filter may have hidden some) go on to follow-up work.
  const inGrid = new Set(grid.students.map((s) => s.studentId));
  const chosen = selected.filter((id) => inGrid.has(id));

  return (
    <Stack gap="lg">
      {back}
      <Stack gap={6}>
        <Group gap="xs">
          <AssignmentKindBadge kind={work.kind} size="md" />
          {work.dueStatus && <DueStatusBadge status={work.dueStatus} size="md" />}
        </Group>
        <Title order={1} data-testid="results-title">
          {work.name}
        </Title>
        <Text className={muted.muted}>
          {[
            work.groups.map((g) => g.code).join(', '),
            work.startDate && work.endDate
              ? formatSchoolRange(work.startDate, work.endDate)
              : 'Independent study',
            `${work.questionCount} ${work.questionCount === 1 ? 'question' : 'questions'}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {live && (
          <Group gap={6} role="status" data-testid="live-status">
            <IconPointFilled
              size={16}
              aria-hidden="true"
              color={`var(--mantine-color-${LIVE_LABELS[live].color.replace('.', '-')})`}
            />
            <Text size="sm" fw={600}>
              {LIVE_LABELS[live].text}
            </Text>
            {/* In the status region, so the burst's sentence is spoken as the grid fills in. */}
            <VisuallyHidden data-testid="live-announcement">{liveAnnouncement}</VisuallyHidden>
          </Group>
        )}
      </Stack>

      <ResultsSummary totals={grid.totals} />

      <ResultsToolbar
        groups={work.groups}
        groupId={groupId}
        onGroupChange={onGroupChange}
        misconceptions={misconceptions}
        onExport={onExport}
      />

      {followUpHref && (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm" role="status" data-testid="selection-count">
            {chosen.length === 0
              ? 'Select students to set them follow-up work.'
              : `${chosen.length} ${chosen.length === 1 ? 'student' : 'students'} selected`}
          </Text>
          {chosen.length > 0 ? (
            <Anchor component={Link} to={followUpHref(chosen)} fw={600} data-testid="follow-up-selected">
              <Group gap={4} component="span">
                Set follow-up work for these students
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <Anchor component={Link} to={followUpHref([])} fw={600}>
              <Group gap={4} component="span">
                Fix the misconceptions in this work
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      )}

      {grid.students.length === 0 ? (
        <Text>No students have results here yet.</Text>
      ) : (
        <ResultsLayout
          phone={phone}
          grid={grid}
          students={students}
          questionHref={questionHref}
          {...(studentHref && { studentHref })}
          selectable={followUpHref !== undefined}
          onOpenCell={
            canComment
              ? (student: GridStudent, question: GridQuestion, cell: GridCell) =>
                  setFeedback({ student, question, cell })
              : undefined
          }
        />
      )}
      <Text size="sm" className={muted.muted}>
        Each cell shows the letter a student chose first: a tick on green when right, a cross on red when
        wrong; a small letter is their second try. {canComment ? 'Choose an answer to comment on it.' : ''}
      </Text>

      {feedback && work.assignmentId !== null && (
        <Suspense fallback={null}>
          <AnswerFeedbackDialog
            assignmentId={work.assignmentId}
            target={feedback}
            onClose={() => setFeedback(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
