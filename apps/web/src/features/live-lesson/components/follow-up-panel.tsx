import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import type { HolderGroup, LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useLiveFollowUp } from '../api/teacher-actions.ts';

const studentsWord = (n: number) => (n === 1 ? 'student' : 'students');

/**
 * "Set follow-up work for the 7 who still hold this": one click per misconception still chosen in the
 * latest votes, setting the existing follow-up work (bank questions on that misconception) for exactly
 * those students. Shown once the question is revealed: mid-vote, who "holds" what is still moving.
 */
export function FollowUpPanel({ lesson, schoolId }: { lesson: LiveLessonTeacherView; schoolId: number }) {
  if (lesson.question === null || lesson.phase === 'Voting' || lesson.holders.length === 0) return null;
  const questionId = lesson.question.questionId;
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-follow-up-heading">
      <Title order={2} size="h3" id="live-follow-up-heading">
        Follow-up work
      </Title>
      {lesson.holders.map((h) => (
        <HolderCard
          // A new question's holders start afresh.
          key={`${questionId}-${h.misconception.misconceptionId}`}
          holder={h}
          liveLessonId={lesson.liveLessonId}
          questionId={questionId}
          schoolId={schoolId}
        />
      ))}
    </Stack>
  );
}

function HolderCard({
  holder,
  liveLessonId,
  questionId,
  schoolId,
}: {
  holder: HolderGroup;
  liveLessonId: number;
  questionId: number;
  schoolId: number;
}) {
  const followUp = useLiveFollowUp(liveLessonId);
  const [set, setSet] = useState<{ work: AssignmentDetail; count: number } | null>(null);
  const n = holder.studentIds.length;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="holder-group">
      <Stack gap="xs">
        <Text>
          <strong>{holder.misconception.name}</strong> (answer {holder.letter}): {n} {studentsWord(n)} still
          {n === 1 ? ' holds' : ' hold'} this.
        </Text>
        {set ? (
          <StatusAlert tone="success" role="status" title="Follow-up work set">
            <Group gap={6}>
              <span>
                {set.work.name}: for {set.count} {studentsWord(set.count)}.
              </span>
              <Anchor component={Link} to={paths.planAssignment(schoolId, set.work.assignmentId)}>
                Open it in the plan
              </Anchor>
            </Group>
          </StatusAlert>
        ) : (
          <Button
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              followUp.mutate(
                { questionId, misconceptionId: holder.misconception.misconceptionId },
                { onSuccess: (work) => setSet({ work, count: n }) },
              )
            }
            loading={followUp.isPending}
            data-testid="set-follow-up"
          >
            Set follow-up work for the {n} who still {n === 1 ? 'holds' : 'hold'} this
          </Button>
        )}
        {followUp.isError && (
          <StatusAlert tone="error" role="alert" title="The follow-up work was not set">
            {errorMessageOf(followUp.error)}
          </StatusAlert>
        )}
      </Stack>
    </Card>
  );
}
