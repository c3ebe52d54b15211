import { describe, expect, it } from 'vitest';
import { chooseSchoolId } from './choose-school.ts';

describe('chooseSchoolId', () => {
  it('takes the asked-for school when the user belongs to it', () => {
    expect(chooseSchoolId([3, 9], 3, 9)).toBe(3);
  });
  it('refuses an asked-for school the user does not belong to', () => {
    expect(chooseSchoolId([3, 9], 4, 9)).toBeUndefined();
  });
  it('falls back to the current school, then the highest id', () => {
    expect(chooseSchoolId([3, 9, 5], undefined, 5)).toBe(5);
    expect(chooseSchoolId([3, 9, 5], undefined, null)).toBe(9);
    expect(chooseSchoolId([3, 9, 5], undefined, 42)).toBe(9);
  });
  it('has no school for a user with no memberships', () => {
    expect(chooseSchoolId([], undefined, null)).toBeNull();
  });
});
