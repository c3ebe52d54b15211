import type { LessonProgressQuery, LessonProgressReport } from '@mathsight/contract/lesson-progress.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanReadClassReport } from '../../policies/student-reports.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { byProgressThenName, toLessonProgressRow, toLessonWork } from './lesson-progress.presenter.ts';
import type { LessonProgressRepository } from './lesson-progress.repository.ts';

/**
 * Lesson progress (issue 26, spec §7 Reports): for one class and one of its pieces of work with lesson
 * flows, how far each student it was set to has got. Who reads it is the class reports' rule
 * (policies/student-reports.ts): a Confirmed teacher of the school for the classes they teach, an
 * administrator for any class of the school; anything else, and work that is not the class's, is 404.
 */
export class LessonProgressService {
  constructor(
    private readonly repo: LessonProgressRepository,
    private readonly access: SchoolAccessService,
  ) {}

  /** Three statements once the class is known: its lesson work, then the work's students and lessons at once. */
  async report(caller: Caller, schoolId: number, query: LessonProgressQuery): Promise<LessonProgressReport> {
    const access = await this.access.schoolAccess(caller, schoolId);
    const group = await this.repo.schoolClass(schoolId, query.groupId);
    assertCanReadClassReport(access, group);
    const work = await this.repo.lessonWork(group.groupId);
    const shown =
      query.assignmentId === undefined ? work[0] : work.find((w) => w.assignmentId === query.assignmentId);
    // Work that is not this class's, or has no lesson: as if it did not exist.
    if (query.assignmentId !== undefined && !shown) throw notFound();
    const base = { schoolId, groupId: group.groupId, groupCode: group.code, work: work.map(toLessonWork) };
    if (!shown) return { ...base, assignmentId: null, students: [] };

    const [students, flows] = await Promise.all([
      this.repo.students(shown.assignmentId, group.groupId),
      this.repo.flows(shown.assignmentId),
    ]);
    const flowOf = new Map(flows.map((f) => [f.userId, f]));
    return {
      ...base,
      assignmentId: shown.assignmentId,
      students: students
        .map((s) => toLessonProgressRow(s, flowOf.get(s.userId), shown))
        .sort(byProgressThenName),
    };
  }
}
