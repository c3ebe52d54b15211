import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AssignmentKindBadge, DueStatusBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { dueStatusOf } from '../../../shared/assignments/due-status.ts';
import { FEEDBACK_MODE_LABELS } from '../../../shared/assignments/work-fields.tsx';
import { isNotFound, WorkNotFound } from '../../../shared/assignments/work-not-found.tsx';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useAssignment } from '../api/get-assignment.ts';
import { AssignmentQuestions } from './assignment-questions.tsx';
import { AssignmentStudents } from './assignment-students.tsx';
import classes from './plan.module.css';
import { RetrievalPracticeInsights } from './retrieval-practice-insights.tsx';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function share(part: number, whole: number) {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

// The dialogs download when first opened (issue 26 point 4: light pages).
const EditAssignmentDialog = lazy(async () => ({
  default: (await import('./edit-assignment-dialog.tsx')).EditAssignmentDialog,
}));
const DeleteAssignmentDialog = lazy(async () => ({
  default: (await import('./delete-assignment-dialog.tsx')).DeleteAssignmentDialog,
}));

/** `/{schoolId}/plan/{assignmentId}`: one piece of work, its progress and questions; edit or delete it. */
export function AssignmentPage() {
  const { assignmentId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(assignmentId ?? '') ? Number(assignmentId) : 0;
  const schoolId = useSessionStore((s) => s.schoolId);
  const assignment = useAssignment(id);
  usePageTitle(assignment.data?.name ?? 'Work');
  if (schoolId === null) return null;

  const back = (
    <Anchor component={Link} to={paths.plan(schoolId)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to the plan
      </Group>
    </Anchor>
  );

  if (id === 0 || assignment.isError) {
    return (
      <WorkNotFound
        back={back}
        missing={id === 0 || isNotFound(assignment.error)}
        error={assignment.error}
        onRetry={() => assignment.refetch()}
      />
    );
  }
  if (assignment.isPending) return <Loader aria-label="Loading the work" />;
  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="sm">
        {back}
        <Anchor component={Link} to={paths.assignment(schoolId, assignment.data.assignmentId)} fw={600}>
          View results
        </Anchor>
      </Group>
      <AssignmentView detail={assignment.data} />
    </Stack>
  );
}

function AssignmentView({ detail }: { detail: AssignmentDetail }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const status = dueStatusOf(detail.startDate, detail.endDate);
  const classCodes = detail.groups.map((g) => g.code).join(', ');
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 20rem' }}>
          <Group gap="xs">
            <AssignmentKindBadge kind={detail.kind} size="md" />
            <DueStatusBadge status={status} size="md" />
          </Group>
          <Title order={1} data-testid="assignment-name">
            {detail.name}
          </Title>
          <Text className={muted.muted}>{classCodes}</Text>
        </Stack>
        {detail.canEdit ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setDialog('edit')}
            >
              Edit
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog('delete')}
            >
              Delete
            </Button>
          </Group>
        ) : (
          <Text size="sm" maw="20rem">
            Only the teachers of {detail.groups.length === 1 ? 'this class' : 'these classes'} and school
            administrators can change this work.
          </Text>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="work-details">
          <Title order={2} size="h4" id="work-details" mb="sm">
            Details
          </Title>
          <dl className={classes.details}>
            <Detail term="Starts">{formatSchoolDateTime(detail.startDate)}</Detail>
            <Detail term="Ends">{formatSchoolDateTime(detail.endDate)}</Detail>
            <Detail term={detail.groups.length === 1 ? 'Class' : 'Classes'}>{classCodes}</Detail>
            <Detail term="Questions">{detail.questionCount}</Detail>
            <Detail term="Feedback">{FEEDBACK_MODE_LABELS[detail.feedbackMode]}</Detail>
            <Detail term="Confidence">
              {detail.askConfidence ? 'Students say how sure they are' : 'Not asked'}
            </Detail>
          </dl>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="work-progress">
          <Title order={2} size="h4" id="work-progress" mb="sm">
            Progress
          </Title>
          <Stack gap="md">
            <div>
              <Group justify="space-between">
                <Text size="sm">Started</Text>
                <Text size="sm" fw={600}>
                  {detail.startedCount} of {detail.studentCount}
                </Text>
              </Group>
              <Progress
                value={share(detail.startedCount, detail.studentCount)}
                color="indigo.9"
                mt={4}
                aria-label={`Started: ${share(detail.startedCount, detail.studentCount)}%`}
              />
            </div>
            <div>
              <Group justify="space-between">
                <Text size="sm">Completed</Text>
                <Text size="sm" fw={600}>
                  {detail.completedCount} of {detail.studentCount}
                </Text>
              </Group>
              <Progress
                value={share(detail.completedCount, detail.studentCount)}
                color="green.9"
                mt={4}
                aria-label={`Completed: ${share(detail.completedCount, detail.studentCount)}%`}
              />
            </div>
          </Stack>
        </Card>
      </SimpleGrid>

      <Tabs defaultValue={detail.kind === 'RetrievalPractice' ? 'insights' : 'students'} keepMounted={false}>
        <Tabs.List>
          {detail.kind === 'RetrievalPractice' && <Tabs.Tab value="insights">Insights</Tabs.Tab>}
          <Tabs.Tab value="students">Students ({detail.students.length})</Tabs.Tab>
          <Tabs.Tab value="questions">Questions ({detail.questionCount})</Tabs.Tab>
        </Tabs.List>
        {detail.kind === 'RetrievalPractice' && (
          <Tabs.Panel value="insights" pt="md">
            <RetrievalPracticeInsights
              assignmentId={detail.assignmentId}
              schoolId={detail.schoolId}
              group={detail.groups[0] ?? null}
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="students" pt="md">
          <AssignmentStudents detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="questions" pt="md">
          <AssignmentQuestions detail={detail} />
        </Tabs.Panel>
      </Tabs>

      <Suspense fallback={null}>
        {dialog === 'edit' && <EditAssignmentDialog detail={detail} opened onClose={() => setDialog(null)} />}
        {dialog === 'delete' && (
          <DeleteAssignmentDialog detail={detail} opened onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
