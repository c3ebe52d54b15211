import { Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ASSIGNMENT_MESSAGES,
  type AssignmentKind,
  AssignmentKindSchema,
  DEFAULT_ASSIGNMENT_SETTINGS,
} from '@mathsight/contract/assignments.ts';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { ASSIGNMENT_KIND_LABELS } from '../../../shared/assignments/assignment-kinds.ts';
import { useQuiz } from '../../../shared/content/api/get-quiz.ts';
import {
  paths,
  SET_WORK_MODAL,
  SET_WORK_PARAMS,
  SET_WORK_TOPICS_MODAL,
} from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useAssignmentSettings } from '../api/get-assignment-settings.ts';
import { recommendationsQueryOptions } from '../api/get-recommendations.ts';
import { groupStudentsQueryOptions } from '../api/list-group-students.ts';
import { type SetWorkDone, SetWorkStoppedError, useSetWork } from '../api/set-work.ts';
import {
  defaultConfig,
  draftErrors,
  firstStepWithErrors,
  SET_WORK_STEPS,
  type SetWorkDraft,
  type SetWorkErrors,
  type SetWorkField,
  type SetWorkStep,
  setWorkCalls,
  stepErrors,
  studentIdsOf,
} from '../set-work-rules.ts';
import { type SetWorkSeed, type SetWorkStore, useSetWorkStore } from '../state/set-work-store.ts';
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

/** Reads what the flow starts with from the address (?kind=…&quizId=…&groupId=…&collectionId=…). */
export function seedFromSearch(
  search: URLSearchParams,
  myGroupIds: readonly number[],
  selectedGroupId: number | null,
): SetWorkSeed {
  const id = (name: string) => {
    const value = search.get(name);
    return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
  };
  const kindParam = AssignmentKindSchema.safeParse(search.get('kind'));
  const kind: AssignmentKind = kindParam.success ? kindParam.data : 'TopicQuiz';
  const quizId = id('quizId');
  const groupId = id('groupId') ?? selectedGroupId ?? undefined;
  const collectionId = id('collectionId');
  return {
    kind,
    selections:
      quizId !== undefined && kind !== 'RetrievalPractice' ? [{ source: 'quiz', quizId, name: '' }] : [],
    groupIds: groupId !== undefined && myGroupIds.includes(groupId) ? [groupId] : [],
    ...(collectionId !== undefined && { collectionId }),
  };
}

/** The server's field names as the flow's fields. */
function toFlowErrors(fields: Record<string, string>): SetWorkErrors {
  const errors: SetWorkErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const flow: SetWorkField | undefined =
      field === 'startDate' || field === 'endDate' || field === 'name' || field === 'groupIds'
        ? field
        : field === 'studentIds' || field === 'questionIds'
          ? 'groupIds'
          : undefined;
    if (flow && !errors[flow]) errors[flow] = message;
  }
  return errors;
}

function draftOf(s: SetWorkStore, studentIds: number[] | undefined): SetWorkDraft {
  return {
    kind: s.kind,
    selections: s.selections,
    globalConfig: { ...s.globalConfig, studentIds },
    pickedStudents: s.pickedStudents,
    customName: s.customName,
  };
}

/** Names a quiz chosen before the flow opened (from the library), once it has loaded. */
function QuizNamer({ quizId }: { quizId: number }) {
  const quiz = useQuiz(quizId);
  const nameSelection = useSetWorkStore((s) => s.nameSelection);
  useEffect(() => {
    if (quiz.data) nameSelection(quizId, quiz.data.name);
  }, [quiz.data, quizId, nameSelection]);
  return null;
}

/**
 * The set-work flow (spec §3 set-work state), over any page of the signed-in shell while the address
 * has ?modal=set-work (or the set-work topics dialog's ?modal=set-work-topics): the kind of work and
 * what to set, the classes, the dates and settings (the school's defaults), then a review. Nothing is
 * sent while anything is wrong; on success it goes to the new work in the plan.
 */
export function SetWorkModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const modal = searchParams.get('modal');
  const opened = modal === SET_WORK_MODAL || modal === SET_WORK_TOPICS_MODAL;
  const schoolId = useSessionStore((s) => s.schoolId);
  const groups = useSessionStore((s) => s.groups);
  const selectedGroupId = useSessionStore((s) => s.selectedGroupId);
  const store = useSetWorkStore();
  const setWork = useSetWork();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const settings = useAssignmentSettings(schoolId ?? 0);
  // Messages from the checks here: shown while what they are about is still wrong.
  const [errors, setErrors] = useState<SetWorkErrors>({});
  // Messages from the server (modelState): shown until the draft changes.
  const [serverErrors, setServerErrors] = useState<{ errors: SetWorkErrors; draftKey: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new opening (or a new link while open) starts a new flow from the address.
  const seedKey = opened ? searchParams.toString() : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address starts a new flow
  useEffect(() => {
    if (seedKey === null) return;
    store.start(
      seedFromSearch(
        new URLSearchParams(seedKey),
        groups.map((g) => g.groupId),
        selectedGroupId,
      ),
    );
    setErrors({});
    setServerErrors(null);
    setFailure(null);
    moved.current = false;
  }, [seedKey]);

  // The school's defaults, once per opening; the product's own if they cannot be loaded.
  useEffect(() => {
    if (!opened || store.defaultsApplied) return;
    if (settings.data) store.applyDefaults(defaultConfig(settings.data));
    else if (settings.isError) store.applyDefaults(defaultConfig(DEFAULT_ASSIGNMENT_SETTINGS));
  }, [opened, store.defaultsApplied, settings.data, settings.isError, store.applyDefaults]);

  // Retrieval practice: a class with nothing to recommend cannot be set.
  const isRetrieval = store.kind === 'RetrievalPractice';
  const recommendations = useQueries({
    queries: (isRetrieval ? store.globalConfig.groupIds : []).map((groupId) =>
      recommendationsQueryOptions(groupId),
    ),
  });
  const retrievalErrors = (): SetWorkErrors => {
    if (!isRetrieval) return {};
    if (recommendations.some((r) => r.isPending)) return { groupIds: 'Wait for the recommendations to load' };
    if (recommendations.some((r) => r.isError)) return { groupIds: 'A recommendation could not be loaded' };
    const codeOf = new Map(groups.map((g) => [g.groupId, g.code]));
    const empty = recommendations
      .filter((r) => r.data && r.data.questions.length === 0)
      .map((r) => codeOf.get(r.data?.groupId ?? 0) ?? '');
    return empty.length > 0
      ? {
          groupIds: `${empty.join(', ')}: ${ASSIGNMENT_MESSAGES.nothingToRecommend}. Untick ${empty.length === 1 ? 'it' : 'them'} to go on.`,
        }
      : {};
  };

  // Some students of a class: the classes set for everyone add their whole lists to studentIds.
  const { groupIds } = store.globalConfig;
  const someStudents = !isRetrieval && groupIds.some((g) => store.pickedStudents[g]);
  const rosters = useQueries({
    queries: (someStudents ? groupIds : []).map((groupId) => groupStudentsQueryOptions(groupId)),
  });
  const rosterOf = new Map<number, number[]>();
  rosters.forEach((r, i) => {
    const groupId = groupIds[i];
    if (r.data && groupId !== undefined)
      rosterOf.set(
        groupId,
        r.data.items.map((x) => x.studentId),
      );
  });
  const studentIds = isRetrieval ? undefined : studentIdsOf(groupIds, store.pickedStudents, rosterOf);
  const rosterErrors = (): SetWorkErrors => {
    if (studentIds !== null) return {};
    return {
      groupIds: rosters.some((r) => r.isError)
        ? 'A class list could not be loaded'
        : 'Wait for the class lists to load',
    };
  };

  // Messages go as soon as what they were about is put right.
  const draft = draftOf(store, studentIds ?? undefined);
  const draftKey = JSON.stringify(draft);
  const current = { ...draftErrors(draft), ...retrievalErrors(), ...rosterErrors() };
  const visible: SetWorkErrors = {};
  for (const field of Object.keys(errors) as SetWorkField[]) {
    if (current[field]) visible[field] = current[field];
  }
  if (serverErrors?.draftKey === draftKey) Object.assign(visible, serverErrors.errors);

  const stepIndex = SET_WORK_STEPS.indexOf(store.step);
  // After Next or Back, the new step's heading takes the focus, so a screen reader reads where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step by design
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [stepIndex]);

  if (!opened || schoolId === null) return null;

  const close = () => {
    if (submitting) return;
    setSearchParams(
      (now) => {
        const next = new URLSearchParams(now);
        for (const name of SET_WORK_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  const goTo = (step: SetWorkStep) => {
    moved.current = true;
    store.setStep(step);
  };

  const errorsOf = (step: SetWorkStep): SetWorkErrors => ({
    ...stepErrors(step, draft),
    ...(step === 'classes' ? { ...retrievalErrors(), ...rosterErrors() } : {}),
  });

  const next = () => {
    const found = errorsOf(store.step);
    setErrors(found);
    setServerErrors(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    goTo(SET_WORK_STEPS[stepIndex + 1] ?? 'review');
  };

  const submit = async () => {
    const found = { ...draftErrors(draft), ...retrievalErrors(), ...rosterErrors() };
    setErrors(found);
    setServerErrors(null);
    setFailure(null);
    const wrongStep = firstStepWithErrors(found);
    if (wrongStep) {
      goTo(wrongStep);
      return;
    }
    setSubmitting(true);
    let done: SetWorkDone[];
    try {
      done = await setWork.mutateAsync({
        calls: setWorkCalls(draft, schoolId),
        onSet: (selection) => store.removeSelections([selection]),
      });
    } catch (stopped) {
      const setBefore = stopped instanceof SetWorkStoppedError ? stopped.done : [];
      const error = stopped instanceof SetWorkStoppedError ? stopped.cause : stopped;
      const fields = toFlowErrors(fieldErrorsOf(error));
      setServerErrors({
        errors: fields,
        draftKey: JSON.stringify(draftOf(useSetWorkStore.getState(), studentIds ?? undefined)),
      });
      const already =
        setBefore.length > 0
          ? `${setBefore.map((d) => d.name).join(', ')} ${setBefore.length === 1 ? 'was' : 'were'} set. `
          : '';
      setFailure(`${already}${errorMessageOf(error)}`);
      setSubmitting(false);
      const step = firstStepWithErrors(fields);
      if (step) goTo(step);
      return;
    }
    setSubmitting(false);
    const codes = groups.filter((g) => draft.globalConfig.groupIds.includes(g.groupId)).map((g) => g.code);
    showToast({
      id: 'work-set',
      color: 'green',
      message:
        done.length === 1
          ? `Set ${done[0]?.name} for ${codes.join(', ')}.`
          : `Set ${done.length} pieces of work for ${codes.join(', ')}.`,
    });
    const first = done[0];
    navigate(
      done.length === 1 && first ? paths.planAssignment(schoolId, first.assignmentId) : paths.plan(schoolId),
    );
  };

  const quizzesToName = store.selections.flatMap((s) =>
    s.source === 'quiz' && s.name === '' ? [s.quizId] : [],
  );
  const title = modal === SET_WORK_TOPICS_MODAL ? 'Set work from topics' : 'Set work';

  return (
    <AppDialog opened onClose={close} title={title} size="xl" fullScreen={phone} busy={submitting}>
      {quizzesToName.map((quizId) => (
        <QuizNamer key={quizId} quizId={quizId} />
      ))}
      <Stack gap="lg">
        <Stepper
          active={stepIndex}
          onStepClick={(index) => {
            // Back to any earlier step; forward only through Next, which checks each step.
            if (index < stepIndex) goTo(SET_WORK_STEPS[index] ?? 'work');
          }}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={phone ? 28 : 32}
        >
          {SET_WORK_STEPS.map((step) => (
            <Stepper.Step
              key={step}
              label={STEP_LABELS[step]}
              description={
                phone ? undefined : step === 'work' ? ASSIGNMENT_KIND_LABELS[store.kind] : undefined
              }
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
                {step === 'work' && <WorkStep error={visible.selections} />}
                {step === 'classes' && <ClassesStep schoolId={schoolId} error={visible.groupIds} />}
                {step === 'when' && <WhenStep schoolId={schoolId} errors={visible} />}
                {step === 'review' && <ReviewStep />}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" gap="sm" className={classes.footer}>
          {stepIndex > 0 ? (
            <Button
              variant="default"
              onClick={() => goTo(SET_WORK_STEPS[stepIndex - 1] ?? 'work')}
              disabled={submitting}
            >
              Back
            </Button>
          ) : (
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          )}
          {store.step === 'review' ? (
            <Button onClick={() => void submit()} loading={submitting} data-testid="set-work-submit">
              Set work
            </Button>
          ) : (
            <Button onClick={next}>Next</Button>
          )}
        </Group>
      </Stack>
    </AppDialog>
  );
}
