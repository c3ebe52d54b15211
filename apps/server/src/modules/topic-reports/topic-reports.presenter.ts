import { TOPIC_UNITS } from '@mathsight/content/topic-units.ts';
import type {
  DiagnosticMisconceptionRow,
  DiagnosticQuestionRow,
  DiagnosticQuizOption,
  DiagnosticStudent,
  TopicClassRow,
  TopicMisconception,
  TopicOption,
  TopicYearRow,
} from '@mathsight/contract/topic-reports.ts';
import { percent } from '../../shared/percent.ts';
import type { DiagnosticWork, MisconceptionTally, QuestionTally } from './diagnostic-report.repository.ts';
import type { ChosenMisconception, ReportClass, StudentFigures } from './topic-reports.repository.ts';

// ---------------------------------------------------------------- topic insights

/** The content package's teaching order: strand by strand, each strand's units as they are taught. */
const CURRICULUM_PLACE = new Map(TOPIC_UNITS.map((u, i) => [u.topicUnitId, i]));
const placeOf = (topicUnitId: number) => CURRICULUM_PLACE.get(topicUnitId) ?? Number.MAX_SAFE_INTEGER;

export function inCurriculumOrder<T extends { topicUnitId: number }>(topics: readonly T[]): T[] {
  return [...topics].sort(
    (a, b) => placeOf(a.topicUnitId) - placeOf(b.topicUnitId) || a.topicUnitId - b.topicUnitId,
  );
}

/** The topic with the most first answers; on a tie, the earlier in the curriculum. */
export function mostAnswered(topics: readonly TopicOption[]): TopicOption | undefined {
  return inCurriculumOrder(topics).reduce<TopicOption | undefined>(
    (best, t) => (best === undefined || t.answers > best.answers ? t : best),
    undefined,
  );
}

/** The year groups of these classes, youngest first. */
export function yearGroupsOf(classes: readonly ReportClass[]) {
  const years = new Map<number, { yearGroupId: number; name: string; year: number; classCount: number }>();
  for (const c of classes) {
    if (c.yearGroupId === null) continue;
    const y = years.get(c.yearGroupId) ?? {
      yearGroupId: c.yearGroupId,
      name: c.yearGroupName ?? '',
      year: c.year ?? 0,
      classCount: 0,
    };
    y.classCount += 1;
    years.set(c.yearGroupId, y);
  }
  return [...years.values()].sort((a, b) => a.year - b.year || a.yearGroupId - b.yearGroupId);
}

interface TopicSources {
  answers: Array<{ groupId: number; answers: number; correct: number }>;
  figures: StudentFigures[];
  chosen: ChosenMisconception[];
}

/** A class's or year's figures: its answers, its students' figures and its misconceptions, zero where none. */
function figuresOf(
  kind: 'class' | 'year',
  id: number,
  answered: { answers: number; correct: number },
  sources: TopicSources,
) {
  const f = sources.figures.find((x) => x.kind === kind && x.id === id);
  const misconceptions: TopicMisconception[] = sources.chosen
    .filter((m) => m.kind === kind && m.id === id)
    .map((m) => ({ misconceptionId: m.misconceptionId, name: m.name, studentCount: m.students }));
  return {
    studentCount: f?.students ?? 0,
    answeredStudents: f?.answered ?? 0,
    answers: answered.answers,
    scorePercent: percent(answered.correct, answered.answers),
    proficiency: {
      secure: f?.secure ?? 0,
      developing: f?.developing ?? 0,
      notYet: f?.notYet ?? 0,
      notEnough: f?.notEnough ?? 0,
    },
    misconceptions,
  };
}

/**
 * The rows of topic insights: every year group of these (counted) classes, over all of them, and
 * the classes the caller may see; a year's answers are its classes' summed.
 */
export function topicRows(
  classes: readonly ReportClass[],
  visible: (groupId: number) => boolean,
  sources: TopicSources,
): { yearGroups: TopicYearRow[]; classes: TopicClassRow[] } {
  const answersOf = (groupId: number) =>
    sources.answers.find((a) => a.groupId === groupId) ?? { answers: 0, correct: 0 };
  const yearGroups = yearGroupsOf(classes).map((y) => {
    const summed = classes
      .filter((c) => c.yearGroupId === y.yearGroupId)
      .map((c) => answersOf(c.groupId))
      .reduce((a, b) => ({ answers: a.answers + b.answers, correct: a.correct + b.correct }), {
        answers: 0,
        correct: 0,
      });
    return {
      yearGroupId: y.yearGroupId,
      name: y.name,
      classCount: y.classCount,
      ...figuresOf('year', y.yearGroupId, summed, sources),
    };
  });
  const rows = classes
    .filter((c) => visible(c.groupId))
    .map((c) => ({
      groupId: c.groupId,
      code: c.code,
      yearGroupId: c.yearGroupId,
      yearGroupName: c.yearGroupName,
      ...figuresOf('class', c.groupId, answersOf(c.groupId), sources),
    }));
  return { yearGroups, classes: rows };
}

// ---------------------------------------------------------------- the diagnostic report

/**
 * The quizzes of the work, each once: those whose work has started, by their latest start, newest
 * first; then those still to start, by their first start, soonest first.
 */
export function quizOptions(work: readonly DiagnosticWork[], now: Date): DiagnosticQuizOption[] {
  const byQuiz = new Map<number, DiagnosticQuizOption>();
  const started = (w: DiagnosticWork) => Date.parse(w.startDate) <= now.getTime();
  for (const w of work) {
    const option = { quizId: w.quizId, name: w.quizName, lastSetAt: w.startDate, upcoming: !started(w) };
    const seen = byQuiz.get(w.quizId);
    const better =
      !seen ||
      (seen.upcoming && !option.upcoming) ||
      (seen.upcoming === option.upcoming &&
        (option.upcoming ? option.lastSetAt < seen.lastSetAt : option.lastSetAt > seen.lastSetAt));
    if (better) byQuiz.set(w.quizId, option);
  }
  return [...byQuiz.values()].sort(
    (a, b) =>
      Number(a.upcoming) - Number(b.upcoming) ||
      (a.upcoming ? a.lastSetAt.localeCompare(b.lastSetAt) : b.lastSetAt.localeCompare(a.lastSetAt)) ||
      b.quizId - a.quizId,
  );
}

/** The quiz shown when none is asked for: the first option (the most recently started, else the soonest). */
export function defaultQuizId(options: readonly DiagnosticQuizOption[]): number | undefined {
  return options[0]?.quizId;
}

export function questionRows(
  questions: ReadonlyArray<{ questionId: number; sequence: number; stem: string }>,
  tallies: readonly QuestionTally[],
): DiagnosticQuestionRow[] {
  return questions.map((q) => {
    const t = tallies.find((x) => x.questionId === q.questionId);
    const answered = t?.answered ?? 0;
    const correct = t?.correct ?? 0;
    return { ...q, answered, correct, correctPercent: percent(correct, answered) };
  });
}

/**
 * A row per misconception of the quiz's wrong options, with the questions it appears in and the
 * students who chose it (named when `names` is given: a class), most chosen first, then by its
 * first question.
 */
export function misconceptionRows(
  questions: ReadonlyArray<{ questionId: number; sequence: number }>,
  distractors: ReadonlyArray<{ questionId: number; misconceptionId: number; name: string }>,
  tallies: readonly MisconceptionTally[],
  studentsAnswered: number,
  names: readonly DiagnosticStudent[] | null,
): DiagnosticMisconceptionRow[] {
  const sequenceOf = new Map(questions.map((q) => [q.questionId, q.sequence]));
  const byMisconception = new Map<number, { name: string; sequences: Set<number> }>();
  for (const d of distractors) {
    const sequence = sequenceOf.get(d.questionId);
    if (sequence === undefined) continue;
    const m = byMisconception.get(d.misconceptionId) ?? { name: d.name, sequences: new Set<number>() };
    m.sequences.add(sequence);
    byMisconception.set(d.misconceptionId, m);
  }
  const rows = [...byMisconception.entries()].map(([misconceptionId, m]) => {
    const tally = tallies.find((t) => t.misconceptionId === misconceptionId);
    const chosenBy = new Set(tally?.studentIds ?? []);
    const studentCount = tally?.students ?? 0;
    return {
      misconceptionId,
      name: m.name,
      questionSequences: [...m.sequences].sort((a, b) => a - b),
      studentCount,
      percentOfAnswered: percent(studentCount, studentsAnswered),
      students: names === null ? null : names.filter((s) => chosenBy.has(s.studentId)),
    };
  });
  return rows.sort(
    (a, b) =>
      b.studentCount - a.studentCount ||
      (a.questionSequences[0] ?? 0) - (b.questionSequences[0] ?? 0) ||
      a.name.localeCompare(b.name),
  );
}
