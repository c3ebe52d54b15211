import { describe, expect, it } from 'vitest';
import { workPaths } from './work.ts';

describe('workPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(workPaths.dashboard(3)).toBe('/3');
    expect(workPaths.dashboard(3, { modal: 'set-work-topics', collectionId: '4' })).toBe(
      '/3?modal=set-work-topics&collectionId=4',
    );
    expect(workPaths.independentStudy(1, 5)).toBe('/1/independent-study/5');
    expect(workPaths.independentStudy(1, 5, 'answers', 2)).toBe('/1/independent-study/5/answers/2');
  });
});
