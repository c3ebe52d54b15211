import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('Tr0mb0ne-Rhubarb')).toBeNull();
  });

  it('refuses fewer than 8 characters, counting characters not bytes', () => {
    expect(passwordProblem('Ab3$xyz')).toMatch(/at least 8/);
    expect(passwordProblem('ééééééé')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });

  it('refuses common and breached passwords in any case, and repetitions', () => {
    expect(passwordProblem('password')).toMatch(/too common/);
    expect(passwordProblem('PASSWORD')).toMatch(/too common/);
    expect(passwordProblem('qwertyuiop')).toMatch(/too common/);
    expect(passwordProblem('zzzzzzzzzz')).toMatch(/too common/);
    expect(passwordProblem('xyzxyzxyz')).toMatch(/too common/);
  });

  it("refuses a password made from the person's own details", () => {
    expect(passwordProblem('priyashah', ['Priya', 'Shah', 'priya.shah@example.com'])).toMatch(/your name/);
    expect(passwordProblem('shah2026!', ['Priya', 'Shah'])).toMatch(/your name/);
    expect(passwordProblem('shahrukh-in-the-garden', ['Priya', 'Shah'])).toBeNull();
  });
});
