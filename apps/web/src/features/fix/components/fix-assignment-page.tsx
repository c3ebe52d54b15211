import { Anchor, Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import type { AssignmentMisconceptions } from '@mathsight/contract/insights.ts';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { isNotFound, WorkNotFound } from '../../../shared/assignments/work-not-found.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useAssignmentMisconceptions } from '../../../shared/insights/api/get-assignment-misconceptions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { readFixSearch } from '../../../shared/routing/screen-search.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useStickyFootClearance } from '../../../shared/ui/use-sticky-foot-clearance.ts';
import { useSetFixAssignment } from '../api/set-fix-assignment.ts';
import {
  FIX_MAX_MISCONCEPTIONS,
  followUpQuestionCount,
  holdersOf,
  initialChoice,
  isFixable,
  toggleChoice,
} from '../fix-selection.ts';
import classes from './fix-assignment-page.module.css';

function idParam(value: string | undefined): number {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
}

function names(students: Array<{ firstName: string; lastName: string }>): string {
  return students.map((s) => `${s.firstName} ${s.lastName}`).join(', ');
}

/** The chosen misconceptions as one comparable value, whatever order they were ticked in. */
function choiceKey(ids: number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

/** What was set, with a link to it in the plan. */
function FixSuccess({ schoolId, detail }: { schoolId: number; detail: AssignmentDetail }) {
  return (
    <StatusAlert tone="info" title="Follow-up work set">
      {detail.name}: {detail.questionCount} {detail.questionCount === 1 ? 'question' : 'questions'} for{' '}
      {detail.studentCount} {detail.studentCount === 1 ? 'student' : 'students'}.{' '}
      <Anchor
        component={Link}
        to={paths.planAssignment(schoolId, detail.assignmentId)}
        // Shade 9 on the alert's tint: the primary shade is too light there for WCAG AA.
        c="indigo.9"
        underline="always"
        fw={700}
        data-testid="fix-created-link"
      >
        Open {detail.name} in the plan
      </Anchor>
    </StatusAlert>
  );
}

function FixForm({
  schoolId,
  data,
  chosenStudentIds,
  initial,
}: {
  schoolId: number;
  data: AssignmentMisconceptions;
  chosenStudentIds: number[];
  initial: number[];
}) {
  const [chosen, setChosen] = useState<number[]>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The work last set, and for which misconceptions: the same choice cannot be set twice by accident.
  const [created, setCreated] = useState<{ detail: AssignmentDetail; choice: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useStickyFootClearance(panelRef);
  const choice = choiceKey(chosen);
  const alreadySet = created !== null && created.choice === choice;
  const assignmentId = data.work.assignmentId ?? 0;
  const setFix = useSetFixAssignment(assignmentId);
  const holders = holdersOf(data.items, chosen);
  const questionCount = followUpQuestionCount(data.items, chosen);
  const forChosen = chosenStudentIds.length > 0;
  const studentCount = forChosen ? chosenStudentIds.length : holders.length;

  const onSet = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const detail = await setFix.mutateAsync({
        misconceptionIds: chosen,
        studentIds: forChosen ? chosenStudentIds : undefined,
      });
      setCreated({ detail, choice });
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  // The success shows where the teacher clicked, at the top of the same panel, and takes the focus.
  useEffect(() => {
    if (created) successRef.current?.focus();
  }, [created]);

  if (data.items.length === 0) {
    return <Text>No student of this work chose an option that shows a misconception. Nothing to fix.</Text>;
  }
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="misconceptions-heading">
        <Title order={2} size="h3" id="misconceptions-heading">
          Misconceptions, most held first
        </Title>
        <Text size="sm">Choose up to {FIX_MAX_MISCONCEPTIONS} to work on.</Text>
        <PlainList gap="sm" aria-label="Misconceptions worth fixing">
          {data.items.map((m) => {
            const fixable = isFixable(m);
            return (
              <Card
                key={m.misconceptionId}
                component="li"
                withBorder
                radius="md"
                padding="md"
                data-testid="fix-misconception"
              >
                <Checkbox
                  checked={chosen.includes(m.misconceptionId)}
                  disabled={
                    !fixable ||
                    (!chosen.includes(m.misconceptionId) && chosen.length >= FIX_MAX_MISCONCEPTIONS)
                  }
                  onChange={() => setChosen((current) => toggleChoice(current, m.misconceptionId))}
                  label={
                    <Text component="span" fw={700}>
                      {m.name}: {m.studentCount} of {data.studentCount} students
                    </Text>
                  }
                  description={
                    fixable ? undefined : 'The question bank has no other questions on this misconception.'
                  }
                />
                <Stack gap={4} mt="xs" ml={32}>
                  <Text size="sm" className={muted.muted}>
                    {m.description}
                  </Text>
                  <Text size="sm">
                    <strong>To re-teach it:</strong> {m.howToFix}
                  </Text>
                  <Text size="sm">
                    <strong>Held by:</strong> {names(m.students)}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </PlainList>
      </Stack>
      <Card
        ref={panelRef}
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label="The follow-up work"
        shadow="sm"
        // Stays in view at the foot of the screen while the teacher ticks misconceptions: two clicks, no scrolling.
        style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
      >
        <Stack gap="sm">
          <div
            ref={successRef}
            tabIndex={-1}
            role="status"
            data-testid="fix-success"
            className={classes.success}
          >
            {created && <FixSuccess schoolId={schoolId} detail={created.detail} />}
          </div>
          <Text data-testid="fix-summary">
            {alreadySet
              ? 'This follow-up work is set. Choose other misconceptions to set more.'
              : chosen.length === 0
                ? 'Choose at least one misconception.'
                : forChosen
                  ? `Follow-up work for the ${studentCount} ${studentCount === 1 ? 'student' : 'students'} you chose on the results, with up to ${questionCount} questions that target these misconceptions.`
                  : `Follow-up work for ${studentCount} ${studentCount === 1 ? 'student' : 'students'} (${names(holders)}), with up to ${questionCount} questions that target these misconceptions.`}
          </Text>
          <Text size="sm" className={muted.muted}>
            It opens now and is due by your school's usual time for work; change the dates in the plan if
            needed.
          </Text>
          {failure && (
            <StatusAlert tone="error" title="The follow-up work was not set">
              {failure}
            </StatusAlert>
          )}
          <Button
            onClick={() => void onSet()}
            loading={saving}
            disabled={alreadySet || chosen.length === 0 || studentCount === 0}
            leftSection={alreadySet ? <IconCheck size={16} aria-hidden /> : undefined}
            style={{ alignSelf: 'flex-start' }}
            data-testid="set-fix"
          >
            {alreadySet ? 'Set' : 'Set follow-up work'}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

/** `/{schoolId}/fix/{assignmentId}`: the misconceptions of one piece of work, ranked, and follow-up work in two clicks. */
export function FixAssignmentPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const assignmentId = idParam(params.assignmentId);
  const schoolId = useSessionStore((s) => s.schoolId);
  const misconceptions = useAssignmentMisconceptions(assignmentId);
  usePageTitle(misconceptions.data ? `Fix: ${misconceptions.data.work.name}` : 'Fix assignment');
  if (schoolId === null) return null;

  const back = (
    <Anchor component={Link} to={paths.fix(schoolId)} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to Fix
      </Group>
    </Anchor>
  );
  if (assignmentId === 0 || misconceptions.isError) {
    return (
      <WorkNotFound
        back={back}
        missing={assignmentId === 0 || isNotFound(misconceptions.error)}
        error={misconceptions.error}
      />
    );
  }
  if (misconceptions.isPending) return <Loader aria-label="Loading the misconceptions" />;

  const data = misconceptions.data;
  const { studentIds: chosenStudentIds, misconceptionId } = readFixSearch(search);
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>Fix: {data.work.name}</Title>
        <Text>
          {data.work.groups.map((g) => g.code).join(', ')} ·{' '}
          <Anchor component={Link} to={paths.assignment(schoolId, assignmentId)}>
            Results by student
          </Anchor>
        </Text>
      </Stack>
      {!data.work.canEdit ? (
        <StatusAlert tone="info">
          Only the teachers of these classes and school administrators can set follow-up work.
        </StatusAlert>
      ) : (
        <FixForm
          key={`${misconceptionId}-${chosenStudentIds.join(',')}`}
          schoolId={schoolId}
          data={data}
          chosenStudentIds={chosenStudentIds}
          initial={initialChoice(data.items, misconceptionId)}
        />
      )}
    </Stack>
  );
}
