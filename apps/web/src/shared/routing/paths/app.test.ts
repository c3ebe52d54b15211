import { describe, expect, it } from 'vitest';
import { appPaths } from './app.ts';

describe('appPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(appPaths.tutor('/tutor/x?y=1')).toBe('https://tutor.mathsight.app/tutor/x?y=1');
  });
});
