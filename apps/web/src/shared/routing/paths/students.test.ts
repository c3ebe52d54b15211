import { describe, expect, it } from 'vitest';
import { studentsPaths } from './students.ts';

describe('studentsPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(studentsPaths.student(1, 42)).toBe('/1/students/42');
  });
});
