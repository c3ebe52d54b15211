import { Button, Group, Stack, Text } from '@mantine/core';
import type { LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFocusWhenLost } from '../../../shared/ui/use-focus-when-lost.ts';
import { useEndLesson, useSetStage } from '../api/teacher-actions.ts';
import { lessonSteps } from '../lesson-controls.ts';

/**
 * The teacher's buttons: the usual next step first and filled (Reveal, Re-vote, Next question), End
 * the lesson last, asked twice (it closes voting for everyone). Each is a real button, reachable by
 * Tab and named by its words.
 */
export function LessonControlsBar({ lesson }: { lesson: LiveLessonTeacherView }) {
  const stage = useSetStage(lesson.liveLessonId);
  const end = useEndLesson(lesson.liveLessonId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const steps = lessonSteps(lesson.phase, lesson.question?.questionId ?? null, lesson.questions);
  const busy = stage.isPending || end.isPending;
  // A pressed step is replaced by the steps that follow it: the focus goes to the usual next one, so
  // Enter again moves the lesson on. Asking to end puts it on "Keep going"; answering returns it.
  // The steps change while the pressed one is still busy (disabled, so it cannot take the focus): the key
  // changes again when they are ready.
  const nextStepRef = useFocusWhenLost<HTMLButtonElement>(`${steps.map((s) => s.key).join()}:${busy}`);
  const keepGoingRef = useFocusWhenLost<HTMLButtonElement>(String(confirmEnd));
  const endRef = useFocusWhenLost<HTMLButtonElement>(String(confirmEnd));
  if (lesson.phase === 'Ended') return null;
  return (
    <Stack gap="xs" component="section" aria-label="Lesson controls">
      <Group gap="sm" wrap="wrap">
        {steps.map((step, i) => (
          <Button
            key={step.key}
            ref={i === 0 ? nextStepRef : undefined}
            size="md"
            variant={i === 0 ? 'filled' : 'default'}
            onClick={() => stage.mutate(step.stage)}
            disabled={busy}
            loading={stage.isPending && stage.variables === step.stage}
            data-testid={`step-${step.key}`}
          >
            {step.label}
          </Button>
        ))}
        {confirmEnd ? (
          <Group gap="xs">
            <Text size="sm" fw={700}>
              End the lesson for everyone?
            </Text>
            <Button
              color="red.9"
              size="md"
              onClick={() => end.mutate()}
              loading={end.isPending}
              data-testid="end-confirm"
            >
              End lesson
            </Button>
            <Button variant="default" size="md" ref={keepGoingRef} onClick={() => setConfirmEnd(false)}>
              Keep going
            </Button>
          </Group>
        ) : (
          <Button
            variant="default"
            size="md"
            ref={endRef}
            onClick={() => setConfirmEnd(true)}
            disabled={busy}
            data-testid="end-lesson"
          >
            End lesson
          </Button>
        )}
      </Group>
      {(stage.isError || end.isError) && (
        <StatusAlert tone="error" role="alert" title="That did not work">
          {errorMessageOf(stage.error ?? end.error)}
        </StatusAlert>
      )}
    </Stack>
  );
}
