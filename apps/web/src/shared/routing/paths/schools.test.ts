import { describe, expect, it } from 'vitest';
import { schoolsPaths } from './schools.ts';

describe('schoolsPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(schoolsPaths.classPage(1, 9)).toBe('/1/classes/9');
    expect(schoolsPaths.classesAdd(1)).toBe('/1/classes/add');
  });
});
