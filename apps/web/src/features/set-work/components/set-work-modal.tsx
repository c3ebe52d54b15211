import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_ASSIGNMENT_SETTINGS } from '@mathsight/contract/assignments.ts';
import { customQuizName } from '@mathsight/contract/question-bank.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { useQuiz } from '../../../shared/content/api/get-quiz.ts';
import { bankQuestionsQueryOptions } from '../../../shared/content/api/list-bank-questions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { readSetWorkSearch } from '../../../shared/routing/screen-search.ts';
import { SET_WORK_PARAMS, SET_WORK_TOPICS_MODAL } from '../../../shared/routing/set-work-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useAssignmentSettings } from '../api/get-assignment-settings.ts';
import { type SetWorkDone, SetWorkStoppedError, useSetWork } from '../api/set-work.ts';
import { useClassChecks } from '../hooks/use-class-checks.ts';
import {
  defaultConfig,
  draftErrors,
  firstStepWithErrors,
  SET_WORK_STEPS,
  type SetWorkErrors,
  type SetWorkField,
  type SetWorkStep,
  setWorkCalls,
  stepErrors,
} from '../set-work-rules.ts';
import { draftOf, seedFromSearch, toFlowErrors } from '../set-work-seed.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';
import { SetWorkStepper } from './set-work-stepper.tsx';

/** Names a quiz chosen before the flow opened (from the library), once it has loaded. */
function QuizNamer({ quizId }: { quizId: number }) {
  const quiz = useQuiz(quizId);
  const nameSelection = useSetWorkStore((s) => s.nameSelection);
  useEffect(() => {
    if (quiz.data) nameSelection(quizId, quiz.data.name);
  }, [quiz.data, quizId, nameSelection]);
  return null;
}

/** Names a custom quiz (questions chosen in the question bank) after their topics, as the server would. */
function QuestionsNamer({ questionIds }: { questionIds: number[] }) {
  const found = useQuery(
    bankQuestionsQueryOptions(
      {
        searchText: '',
        topicUnitId: null,
        constructId: null,
        misconceptionId: null,
        yearGroup: null,
        questionIds,
      },
      0,
      questionIds.length,
    ),
  );
  const nameQuestions = useSetWorkStore((s) => s.nameQuestions);
  useEffect(() => {
    if (!found.data) return;
    const topicOf = new Map(found.data.items.map((q) => [q.questionId, q.topicUnitName]));
    nameQuestions(customQuizName(questionIds.flatMap((id) => topicOf.get(id) ?? [])));
  }, [found.data, questionIds, nameQuestions]);
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
  const { modal } = readSetWorkSearch(searchParams);
  const opened = modal !== null;
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

  const { studentIds, classErrors } = useClassChecks(store);

  // Messages go as soon as what they were about is put right.
  const draft = draftOf(store, studentIds ?? undefined);
  const draftKey = JSON.stringify(draft);
  const current = { ...draftErrors(draft), ...classErrors() };
  const visible: SetWorkErrors = {};
  for (const field of Object.keys(errors) as SetWorkField[]) {
    if (current[field]) visible[field] = current[field];
  }
  if (serverErrors?.draftKey === draftKey) Object.assign(visible, serverErrors.errors);

  // After Next finds a problem, scroll its message into view: on a phone it can sit below the fold.
  const [errorShown, setErrorShown] = useState(0);
  useEffect(() => {
    if (errorShown === 0) return;
    document
      .querySelector('[role="dialog"] .mantine-InputWrapper-error')
      ?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [errorShown]);

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
    ...(step === 'classes' ? classErrors() : {}),
  });

  const next = () => {
    const found = errorsOf(store.step);
    setErrors(found);
    setServerErrors(null);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setErrorShown((n) => n + 1);
      return;
    }
    goTo(SET_WORK_STEPS[stepIndex + 1] ?? 'review');
  };

  const submit = async () => {
    const found = { ...draftErrors(draft), ...classErrors() };
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
  const questionsToName = store.selections.flatMap((s) =>
    s.source === 'questions' && s.name === '' ? [s] : [],
  );
  const title = modal === SET_WORK_TOPICS_MODAL ? 'Set work from topics' : 'Set work';

  return (
    <AppDialog opened onClose={close} title={title} size="xl" fullScreen={phone} busy={submitting}>
      {quizzesToName.map((quizId) => (
        <QuizNamer key={quizId} quizId={quizId} />
      ))}
      {questionsToName.map((s) => (
        <QuestionsNamer key={s.questionIds.join(',')} questionIds={s.questionIds} />
      ))}
      <SetWorkStepper
        schoolId={schoolId}
        phone={phone}
        headingRef={headingRef}
        errors={visible}
        failure={failure}
        submitting={submitting}
        onGoTo={goTo}
        onNext={next}
        onSubmit={() => void submit()}
        onClose={close}
      />
    </AppDialog>
  );
}
