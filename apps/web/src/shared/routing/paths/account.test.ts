import { describe, expect, it } from 'vitest';
import { accountPaths } from './account.ts';

describe('accountPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(accountPaths.login('/3/plan')).toBe('/login?redirectTo=%2F3%2Fplan');
    expect(accountPaths.login()).toBe('/login');
  });
});
