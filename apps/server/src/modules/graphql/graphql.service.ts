import type { Caller } from '../../auth/authenticate.ts';
import { assertSchoolReader } from '../../policies/partners.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { InsightsService } from '../insights/insights.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentProfileService } from '../student-profile/student-profile.service.ts';

/** Who asks the graph: a signed-in teacher (`caller`) or a partner (`caller` null, `partnerId` set). */
export interface GraphViewer {
  caller: Caller | null;
  partnerId: number | null;
}

export interface GraphServices {
  content: ContentService;
  schools: SchoolsService;
  groups: GroupsService;
  studentProfile: StudentProfileService;
  assignments: AssignmentsService;
  insights: InsightsService;
}

/**
 * What the GraphQL resolvers read, each through the service its REST call uses, so a field answers a
 * teacher exactly what the REST call would (404 → NOT_FOUND, 403 → FORBIDDEN). Content is anyone's
 * (partners included); everything of a school needs a teacher's own sign-in (assertSchoolReader).
 */
export class GraphqlService {
  constructor(private readonly services: GraphServices) {}

  misconceptions() {
    return this.services.content.misconceptions();
  }

  misconception(misconceptionId: number) {
    return this.services.content.misconception(misconceptionId);
  }

  school(viewer: GraphViewer, schoolId: number) {
    return this.services.schools.get(this.#teacher(viewer), schoolId);
  }

  async schoolClasses(viewer: GraphViewer, schoolId: number) {
    return (await this.services.groups.schoolGroups(this.#teacher(viewer), schoolId)).items;
  }

  /** GET groups/{id}'s rule: the class's teachers and the school's administrators. */
  oneClass(viewer: GraphViewer, groupId: number) {
    return this.services.groups.detail(this.#teacher(viewer), groupId);
  }

  /** The students of several classes in one read (the loader's batch); null for a class not readable. */
  studentsOfClasses(viewer: GraphViewer, groupIds: readonly number[]) {
    return this.services.groups.studentsOfClasses(this.#teacher(viewer), groupIds);
  }

  async student(viewer: GraphViewer, schoolId: number, studentId: number) {
    return (await this.services.studentProfile.profile(this.#teacher(viewer), schoolId, studentId)).student;
  }

  async studentMisconceptions(viewer: GraphViewer, schoolId: number, studentId: number) {
    const { held, fixed } = await this.services.studentProfile.misconceptions(
      this.#teacher(viewer),
      schoolId,
      studentId,
    );
    return [...held, ...fixed];
  }

  work(viewer: GraphViewer, assignmentId: number) {
    return this.services.assignments.get(this.#teacher(viewer), assignmentId);
  }

  async results(viewer: GraphViewer, assignmentId: number) {
    return (await this.services.insights.teacherGrid(this.#teacher(viewer), assignmentId)).students;
  }

  #teacher(viewer: GraphViewer): Caller {
    assertSchoolReader(viewer.caller);
    return viewer.caller;
  }
}
