import { randomUUID } from 'node:crypto';
import type { Sample } from './access-sample.ts';
import type { AccessWorld, WorldCaller } from './access-world.ts';
import { makeClass, makeSchool, makeStudent, makeTeacher } from './factories.ts';

/** A fresh class of school A taught by class A1's teachers, so each write changes only its own class. */
async function freshClass(w: AccessWorld) {
  const group = await makeClass(w.database.db, w.school.id, { yearGroupId: 9 });
  await w.database.query(
    'insert into group_teachers (group_id, teacher_id, school_id) select $1, teacher_id, school_id from group_teachers where group_id = $2',
    [group.id, w.classA1.id],
  );
  return group;
}

/** The teacher of class A1 (the world's class teacher). */
async function classTeacherId(w: AccessWorld) {
  const [row] = await w.database.query<{ teacher_id: number }>(
    'select min(teacher_id)::int as teacher_id from group_teachers where group_id = $1',
    [w.classA1.id],
  );
  if (!row) throw new Error('class A1 has no teacher');
  return row.teacher_id;
}

/** The caller's own membership (any status) of their school; teachers only, else class A1's teacher. */
async function ownTeacherId(w: AccessWorld, caller: WorldCaller) {
  if (caller.userId !== null && caller.schoolId !== null) {
    const [row] = await w.database.query<{ id: number }>(
      'select id from teachers where user_id = $1 and school_id = $2',
      [caller.userId, caller.schoolId],
    );
    if (row) return row.id;
  }
  return classTeacherId(w);
}

/** Issue 13, classes: the school's classes, one class, its teachers and students. */
export const CLASSES_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/groups': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/groups` }),
  },
  'GET /api/v4/teachers/:id/groups': {
    // Their own classes; an administrator may also read a teacher of their school's (the API test).
    request: async (w, caller) => ({ url: `/api/v4/teachers/${await ownTeacherId(w, caller)}/groups` }),
    foreign: async (w) => {
      const elsewhere = await makeTeacher(w.database.db, (await makeSchool(w.database.db)).id);
      return { url: `/api/v4/teachers/${elsewhere.teacherId}/groups` };
    },
  },
  'GET /api/v3/groups/:id': {
    request: (w) => ({ url: `/api/v3/groups/${w.classA1.id}` }),
  },
  'PUT /api/v3/groups/:id': {
    request: async (w) => ({
      url: `/api/v3/groups/${(await freshClass(w)).id}`,
      payload: { code: `9Y/${randomUUID().slice(0, 6)}`, departmentName: 'Maths', yearGroupIds: [9] },
    }),
  },
  'DELETE /api/v3/groups/:id': {
    request: async (w) => ({ url: `/api/v3/groups/${(await freshClass(w)).id}` }),
  },
  'GET /api/v3/groups/:id/teachers': {
    request: (w) => ({ url: `/api/v3/groups/${w.classA1.id}/teachers` }),
  },
  'PUT /api/v3/groups/:id/teachers': {
    request: async (w) => ({
      url: `/api/v3/groups/${(await freshClass(w)).id}/teachers`,
      payload: { teacherIds: [await classTeacherId(w)] },
    }),
  },
  'PUT /api/v3/groups/:id/students/add-collection': {
    request: async (w) => ({
      url: `/api/v3/groups/${(await freshClass(w)).id}/students/add-collection`,
      payload: { studentIds: [(await makeStudent(w.database.db, w.school.id)).studentId] },
    }),
  },
  'PUT /api/v3/groups/:id/students/remove-collection': {
    request: async (w) => {
      const group = await freshClass(w);
      const student = await makeStudent(w.database.db, w.school.id, group.id);
      return {
        url: `/api/v3/groups/${group.id}/students/remove-collection`,
        payload: { studentIds: [student.studentId] },
      };
    },
  },
  'PUT /api/v3/groups/:id/students/move': {
    request: async (w) => {
      const [from, to] = await Promise.all([freshClass(w), freshClass(w)]);
      const student = await makeStudent(w.database.db, w.school.id, from.id);
      return {
        url: `/api/v3/groups/${from.id}/students/move`,
        payload: { studentIds: [student.studentId], toGroupId: to.id },
      };
    },
  },
};
