import { describe, expect, it } from 'vitest';
import { createSampleStudents, SAMPLE_STUDENT_COUNT } from './sample-students.ts';

describe('createSampleStudents', () => {
  const students = createSampleStudents();

  it('makes 57 students by default', () => {
    expect(SAMPLE_STUDENT_COUNT).toBe(57);
    expect(students).toHaveLength(57);
  });

  it('is the same on every call', () => {
    expect(createSampleStudents()).toEqual(students);
  });

  it('gives every student a unique id and a unique name', () => {
    expect(new Set(students.map((s) => s.id)).size).toBe(57);
    expect(new Set(students.map((s) => `${s.firstName} ${s.lastName}`)).size).toBe(57);
  });

  it('keeps scores in 0 to 100 and dates as ISO days', () => {
    for (const student of students) {
      expect(student.score).toBeGreaterThanOrEqual(0);
      expect(student.score).toBeLessThanOrEqual(100);
      expect(student.lastActive).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
