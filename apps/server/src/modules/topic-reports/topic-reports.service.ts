import type {
  DiagnosticReport,
  DiagnosticReportQuery,
  DiagnosticScope,
  TopicReport,
  TopicReportQuery,
} from '@mathsight/contract/topic-reports.ts';
import { TOPIC_REPORT_MISCONCEPTIONS } from '@mathsight/contract/topic-reports.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanReadMeasures } from '../../policies/measures.ts';
import { assertCanReadClassReport, studentScopeOf } from '../../policies/student-reports.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { SchoolAccess } from '../../shared/school-access.ts';
import type { DiagnosticReportRepository } from './diagnostic-report.repository.ts';
import { reportWindowFrom } from './report-window.ts';
import {
  defaultQuizId,
  inCurriculumOrder,
  misconceptionRows,
  mostAnswered,
  questionRows,
  quizOptions,
  topicRows,
  yearGroupsOf,
} from './topic-reports.presenter.ts';
import type { ReportClass, TopicReportsRepository } from './topic-reports.repository.ts';

/** Classes made for demonstration stay out of the reports' rows and a year's figures (issue 26). */
const counted = (c: ReportClass) => !c.isDemo;

/**
 * Topic insights and the diagnostic report (issue 26 point 2; spec §7 Reports). Any Confirmed teacher
 * of the school reads them, as the school report (404 otherwise): a year group's figures whoever asks,
 * a class's for its teachers and the school's administrators; a class's students by name only in its
 * diagnostic report.
 */
export class TopicReportsService {
  constructor(
    private readonly topics: TopicReportsRepository,
    private readonly diagnostics: DiagnosticReportRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async #access(caller: Caller, schoolId: number): Promise<SchoolAccess> {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId);
    assertCanReadMeasures(access, schoolId);
    return access;
  }

  /**
   * GET schools/{id}/reports/topics: one topic's results by year group and class (the caller's classes,
   * or every class for an administrator). Without a topic, the one most answered in the window; a topic
   * unit that does not exist is 404, one nobody answered has rows of noughts.
   */
  async topicReport(caller: Caller, schoolId: number, query: TopicReportQuery): Promise<TopicReport> {
    const access = await this.#access(caller, schoolId);
    const scope = studentScopeOf(access);
    const visible = (groupId: number) => scope.kind === 'school' || scope.groupIds.includes(groupId);
    const from = reportWindowFrom(query.months, this.now());
    const [classes, answered] = await Promise.all([
      this.topics.classes(schoolId),
      this.topics.answeredTopics(schoolId, from),
    ]);
    const options = inCurriculumOrder(answered);
    const topic =
      query.topicUnitId === undefined
        ? mostAnswered(options)
        : (options.find((t) => t.topicUnitId === query.topicUnitId) ??
          (await this.topics.topicUnit(query.topicUnitId)));
    if (query.topicUnitId !== undefined && !topic) throw notFound();
    const base = {
      schoolId,
      months: query.months,
      from,
      allClasses: scope.kind === 'school',
      topics: options,
    };
    if (!topic) return { ...base, topic: null, yearGroups: [], classes: [] };

    const rows = classes.filter(counted);
    const [answers, figures, chosen] = await Promise.all([
      this.topics.classAnswers(schoolId, topic.topicUnitId, from),
      this.topics.studentFigures(rows, topic.topicUnitId, from),
      this.topics.chosenMisconceptions(rows, topic.topicUnitId, from, TOPIC_REPORT_MISCONCEPTIONS),
    ]);
    return {
      ...base,
      topic: { topicUnitId: topic.topicUnitId, name: topic.name, strand: topic.strand },
      ...topicRows(rows, visible, { answers, figures, chosen }),
    };
  }

  /**
   * GET schools/{id}/reports/diagnostic: a diagnostic quiz's results by question and by misconception,
   * for a class the caller may see (404 otherwise) or a year group of the school's classes (counts
   * only). Without a quiz, the one most recently set to them; a quiz not set to them is 404.
   */
  async diagnosticReport(
    caller: Caller,
    schoolId: number,
    query: DiagnosticReportQuery,
  ): Promise<DiagnosticReport> {
    const access = await this.#access(caller, schoolId);
    const classes = await this.topics.classes(schoolId);
    const years = yearGroupsOf(classes.filter(counted));
    let scope: DiagnosticScope;
    let groupIds: number[];
    if (query.groupId !== undefined) {
      const found = classes.find((c) => c.groupId === query.groupId);
      assertCanReadClassReport(access, found);
      scope = { kind: 'class', groupId: found.groupId, code: found.code, yearGroupName: found.yearGroupName };
      groupIds = [found.groupId];
    } else {
      const year = years.find((y) => y.yearGroupId === query.yearGroupId);
      if (!year) throw notFound();
      scope = { kind: 'year', yearGroupId: year.yearGroupId, name: year.name };
      groupIds = classes
        .filter((c) => counted(c) && c.yearGroupId === year.yearGroupId)
        .map((c) => c.groupId);
    }

    const work = await this.diagnostics.diagnosticWork(schoolId, groupIds);
    const quizzes = quizOptions(work, this.now());
    if (query.quizId !== undefined && !quizzes.some((q) => q.quizId === query.quizId)) throw notFound();
    const quizId = query.quizId ?? defaultQuizId(quizzes);
    const base = {
      schoolId,
      scope,
      yearGroups: years.map((y) => ({ yearGroupId: y.yearGroupId, name: y.name })),
      quizzes,
    };
    const pieces = work.filter((w) => w.quizId === quizId);
    const first = pieces[0];
    if (quizId === undefined || !first) return { ...base, quiz: null };

    const ids = pieces.map((p) => p.assignmentId);
    const named = scope.kind === 'class';
    const [students, questions, tallies] = await Promise.all([
      this.diagnostics.studentCounts(ids, groupIds),
      this.diagnostics.questions(ids),
      this.diagnostics.tallies(ids, groupIds, named),
    ]);
    const [distractors, names] = await Promise.all([
      this.diagnostics.distractors(questions.map((q) => q.questionId)),
      named
        ? this.diagnostics.studentNames([...new Set(tallies.misconceptions.flatMap((m) => m.studentIds))])
        : Promise.resolve(null),
    ]);
    return {
      ...base,
      quiz: {
        quizId,
        name: first.quizName,
        work: pieces.map((p) => ({ assignmentId: p.assignmentId, name: p.name, startDate: p.startDate })),
        studentsSet: students.set,
        studentsAnswered: students.answered,
        questions: questionRows(questions, tallies.questions),
        misconceptions: misconceptionRows(
          questions,
          distractors,
          tallies.misconceptions,
          students.answered,
          names,
        ),
      },
    };
  }
}
