import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../auth/password-policy.ts';
import { freeUserName, makeStudentPassword, userNameBase } from './student-credentials.ts';

describe('sign-in card credentials', () => {
  it('makes a typeable username from any name', () => {
    expect(userNameBase('Zoë', "O'Brien")).toBe('zoe.obrien');
    expect(userNameBase('Thị', 'Nguyễn')).toBe('thi.nguyen');
    expect(userNameBase('Đức', 'Trần')).toBe('duc.tran');
    expect(userNameBase('Sam', 'Smith-Jones')).toBe('sam.smithjones');
    expect(userNameBase('李', '王')).toBe('student.pupil');
    expect(userNameBase('Al', '')).toBe('al.pupil');
    expect(userNameBase('Maximilian-Alexander', 'Featherstonehaugh')).toBe('maximilianalex.featherstoneha');
  });

  it('numbers a name already taken, including one given earlier in the same class', () => {
    const taken = new Set(['sam.lee', 'sam.lee2']);
    expect(freeUserName('sam.lee', taken)).toBe('sam.lee3');
    expect(freeUserName('sam.lee', taken)).toBe('sam.lee4');
    expect(freeUserName('ann.bee', taken)).toBe('ann.bee');
    expect(freeUserName('ann.bee', taken)).toBe('ann.bee2');
  });

  it('makes passwords a child can type that the password policy accepts', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = makeStudentPassword();
      expect(password).toMatch(/^[a-z]+-[a-z]+-[1-9]\d$/);
      expect(passwordProblem(password, ['Sam', 'Lee', 'sam.lee'])).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBeGreaterThan(190);
  });
});
