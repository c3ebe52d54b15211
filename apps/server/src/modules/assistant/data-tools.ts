import type { DataQueries } from '../../assistant-model/guarded-model.ts';
import type { ModelTool } from '../../assistant-model/provider.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AskScope } from './answerer.ts';
import type { AssistantData } from './assistant-data.ts';

/**
 * The model's tools (issue 29 point 2): the built-in assistant's own data queries (assistant-data.ts),
 * so every figure the model words comes from the server. Each argument is checked against the
 * caller's scope first (their classes, their roster, work set to their classes): anything else gives
 * `{ error }` and never data. The services check access again themselves. A student may be named by
 * id or by the placeholder the model saw (the guard has restored it to the name by the time it is here).
 */

const id = { type: 'integer', minimum: 1 } as const;
const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const DATA_TOOLS: ModelTool[] = [
  {
    name: 'recent_work',
    description:
      "The work of recent weeks in the teacher's classes (or one class): each work's figures, the hardest questions and the misconceptions held.",
    parameters: object({ classId: id }),
  },
  {
    name: 'work_grid',
    description:
      "One piece of work's results grid: each student's answers and score (one class's when classId is given).",
    parameters: object({ workId: id, classId: id }, ['workId']),
  },
  {
    name: 'work_misconceptions',
    description: 'The misconceptions shown in one piece of work, each with the students who hold it.',
    parameters: object({ workId: id, classId: id }, ['workId']),
  },
  {
    name: 'class_work_summary',
    description: "One class's summary of one piece of work.",
    parameters: object({ workId: id, classId: id }, ['workId', 'classId']),
  },
  {
    name: 'student_profile',
    description:
      "One student's profile and the misconceptions they hold. Give studentId, or student as written.",
    parameters: object({ studentId: id, student: { type: 'string' } }),
  },
  {
    name: 'class_growth',
    description: "One class's growth over time.",
    parameters: object({ classId: id }, ['classId']),
  },
  {
    name: 'topic_report',
    description: "How the teacher's students did on one topic unit.",
    parameters: object({ topicUnitId: id }, ['topicUnitId']),
  },
];

const OUTSIDE = { error: 'not in your classes' } as const;

/** Whether the work is the school's and set to one of the caller's classes (an access failure: no). */
export async function workInScope(access: SchoolAccessService, scope: AskScope, assignmentId: number) {
  try {
    const { head } = await access.readable(scope.caller, assignmentId);
    return (
      head.schoolId === scope.schoolId &&
      head.groupIds.some((g) => scope.classes.some((c) => c.groupId === g))
    );
  } catch {
    return false;
  }
}

const whole = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined;

export function dataQueries(data: AssistantData, access: SchoolAccessService, scope: AskScope): DataQueries {
  const { caller, schoolId } = scope;
  const inClasses = (groupId: number | undefined) =>
    groupId === undefined || scope.classes.some((c) => c.groupId === groupId);
  const student = (args: Record<string, unknown>) => {
    const byId = whole(args.studentId);
    if (byId !== undefined) return scope.roster.find((s) => s.studentId === byId);
    const name = typeof args.student === 'string' ? args.student.trim().toLowerCase() : '';
    const named = scope.roster.filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase() === name);
    return new Set(named.map((s) => s.studentId)).size === 1 ? named[0] : undefined;
  };

  return {
    tools: DATA_TOOLS,
    async run(name, args) {
      const classId = whole(args.classId);
      const workId = whole(args.workId);
      if (args.classId !== undefined && classId === undefined) return { error: 'classId must be a class id' };
      if (!inClasses(classId)) return OUTSIDE;
      if (name.startsWith('work_') || name === 'class_work_summary') {
        if (workId === undefined) return { error: 'workId is needed' };
        if (!(await workInScope(access, scope, workId))) return OUTSIDE;
      }
      switch (name) {
        case 'recent_work':
          return data.recent(caller, schoolId, classId);
        case 'work_grid':
          return data.grid(caller, workId as number, classId);
        case 'work_misconceptions':
          return data.misconceptions(caller, workId as number, classId);
        case 'class_work_summary':
          if (classId === undefined) return { error: 'classId is needed' };
          return data.groupSummary(caller, workId as number, classId);
        case 'student_profile': {
          const found = student(args);
          if (!found) return OUTSIDE;
          const [profile, misconceptions] = await data.studentProfile(caller, schoolId, found.studentId);
          return { profile, misconceptions };
        }
        case 'class_growth':
          if (classId === undefined) return { error: 'classId is needed' };
          return data.classGrowth(caller, schoolId, classId);
        case 'topic_report': {
          const topicUnitId = whole(args.topicUnitId);
          if (topicUnitId === undefined) return { error: 'topicUnitId is needed' };
          return data.topicReport(caller, schoolId, topicUnitId);
        }
        default:
          return { error: `no such tool: ${name}` };
      }
    },
  };
}
