import { Anchor, Badge, Progress, Stack, Table, Text } from '@mantine/core';
import {
  LESSON_PROGRESS_STATUS_LABELS,
  type LessonProgressReport,
  type LessonProgressRow,
  type LessonProgressStatus,
} from '@mathsight/contract/lesson-progress.ts';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListEmpty } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { rightText, stepsText, summaryText, timeSpentText, whereText } from '../lesson-progress-text.ts';

/** Each status's colour, dark enough for white text on a badge (WCAG AA). */
const STATUS_COLOUR: Record<LessonProgressStatus, string> = {
  finished: 'green.9',
  inProgress: 'blue.8',
  notStarted: 'gray.7',
};

const nameOf = (row: LessonProgressRow) => `${row.firstName} ${row.lastName}`;

function ProgressCell({ row }: { row: LessonProgressRow }) {
  return (
    <Stack gap={4} miw={150}>
      <Progress
        value={row.progressPercent}
        color={STATUS_COLOUR[row.status]}
        size="md"
        radius="xl"
        aria-label={`${nameOf(row)}: ${row.progressPercent}% of the lesson`}
      />
      <Text size="sm">
        {stepsText(row)} ({row.progressPercent}%)
      </Text>
    </Stack>
  );
}

function StudentRow({ row }: { row: LessonProgressRow }) {
  return (
    <Table.Tr data-testid="lesson-progress-row">
      <Table.Th scope="row" fw={500}>
        {row.lastName}, {row.firstName}
      </Table.Th>
      <Table.Td>
        <Badge
          color={STATUS_COLOUR[row.status]}
          variant="filled"
          radius="sm"
          tt="none"
          // A badge may shrink to nothing in a table cell; the status is read whole.
          style={{ minWidth: 'max-content' }}
        >
          {LESSON_PROGRESS_STATUS_LABELS[row.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <ProgressCell row={row} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.questionsAnswered} of {row.questionCount} answered
        </Text>
        {row.questionsAnswered > 0 && (
          <Text size="sm" className={muted.muted}>
            {rightText(row)}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeSpentText(row.timeSpentMs)}</Table.Td>
      <Table.Td>{row.lastWorkedAt ? formatSchoolDateTime(row.lastWorkedAt) : '–'}</Table.Td>
      <Table.Td>{whereText(row)}</Table.Td>
      <Table.Td>
        {row.flowGeneratorSessionId !== null && (
          <Anchor
            component={Link}
            to={paths.topicSession(row.flowGeneratorSessionId)}
            size="sm"
            aria-label={`Open lesson of ${nameOf(row)}`}
          >
            Open lesson
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One piece of work's lesson progress: how many students are where, then a row a student, furthest on
 * first (the server's order), each with a progress bar and its numbers in words, the questions answered
 * and right, the time spent, when they last worked on it, where they stopped, and their lesson to read.
 */
export function LessonProgressTable({ report }: { report: LessonProgressReport }) {
  const work = report.work.find((w) => w.assignmentId === report.assignmentId);
  if (report.students.length === 0) {
    return (
      <ListEmpty
        title={`No student of ${report.groupCode} was set this work`}
        testId="lesson-progress-no-students"
      >
        <Text size="sm">
          It reached them through another class, or they have left {report.groupCode}. Choose another piece of
          work.
        </Text>
      </ListEmpty>
    );
  }
  return (
    <Stack gap="sm">
      <Text data-testid="lesson-progress-summary">
        <strong>{work?.name}</strong>: {summaryText(report.students)}.
      </Text>
      <ListTable
        label={`Lesson progress in ${report.groupCode}`}
        minWidth={960}
        verticalSpacing="xs"
        striped
        withTableBorder
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">Questions</Table.Th>
            <Table.Th scope="col">Time spent</Table.Th>
            <Table.Th scope="col">Last worked on</Table.Th>
            <Table.Th scope="col">Where they stopped</Table.Th>
            <Table.Th scope="col">Lesson</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.students.map((row) => (
            <StudentRow key={row.studentId} row={row} />
          ))}
        </Table.Tbody>
      </ListTable>
    </Stack>
  );
}
