import { Button, Group, Stack, Stepper, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { ASSIGNMENT_KIND_LABELS } from '../../../shared/assignments/assignment-kinds.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { SET_WORK_STEPS, type SetWorkErrors, type SetWorkStep } from '../set-work-rules.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';
import { ClassesStep } from './classes-step.tsx';
import { ReviewStep } from './review-step.tsx';
import classes from './set-work.module.css';
import { WhenStep } from './when-step.tsx';
import { WorkStep } from './work-step.tsx';

const STEP_TITLES: Record<SetWorkStep, string> = {
  work: 'What to set',
  classes: 'Who it is for',
  when: 'When, and how',
  review: 'Check and set',
};
const STEP_LABELS: Record<SetWorkStep, string> = {
  work: 'Work',
  classes: 'Classes',
  when: 'When',
  review: 'Review',
};

/** The flow's four steps with their messages, and Back/Cancel and Next/Set work beneath them. */
export function SetWorkStepper({
  schoolId,
  phone,
  headingRef,
  errors,
  failure,
  submitting,
  onGoTo,
  onNext,
  onSubmit,
  onClose,
}: {
  schoolId: number;
  phone: boolean;
  /** The current step's heading, focused after Next or Back. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  errors: SetWorkErrors;
  failure: string | null;
  submitting: boolean;
  onGoTo: (step: SetWorkStep) => void;
  onNext: () => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const kind = useSetWorkStore((s) => s.kind);
  const current = useSetWorkStore((s) => s.step);
  const stepIndex = SET_WORK_STEPS.indexOf(current);
  return (
    <Stack gap="lg">
      <Stepper
        active={stepIndex}
        onStepClick={(index) => {
          // Back to any earlier step; forward only through Next, which checks each step.
          if (index < stepIndex) onGoTo(SET_WORK_STEPS[index] ?? 'work');
        }}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={phone ? 28 : 32}
      >
        {SET_WORK_STEPS.map((step) => (
          <Stepper.Step
            key={step}
            label={STEP_LABELS[step]}
            description={phone ? undefined : step === 'work' ? ASSIGNMENT_KIND_LABELS[kind] : undefined}
          >
            <Stack gap="md" pt="md">
              <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {STEP_TITLES[step]}
              </Title>
              {failure && (
                <StatusAlert tone="error" title="Nothing more was set" role="alert">
                  {failure}
                </StatusAlert>
              )}
              {step === 'work' && <WorkStep error={errors.selections} />}
              {step === 'classes' && <ClassesStep schoolId={schoolId} error={errors.groupIds} />}
              {step === 'when' && <WhenStep schoolId={schoolId} errors={errors} />}
              {step === 'review' && <ReviewStep />}
            </Stack>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" gap="sm" className={classes.footer}>
        {stepIndex > 0 ? (
          <Button
            variant="default"
            onClick={() => onGoTo(SET_WORK_STEPS[stepIndex - 1] ?? 'work')}
            disabled={submitting}
          >
            Back
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        )}
        {current === 'review' ? (
          <Button onClick={onSubmit} loading={submitting} data-testid="set-work-submit">
            Set work
          </Button>
        ) : (
          <Button onClick={onNext}>Next</Button>
        )}
      </Group>
    </Stack>
  );
}
