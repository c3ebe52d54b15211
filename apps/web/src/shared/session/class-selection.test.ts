import { describe, expect, it } from 'vitest';
import { makeGroup } from '../../test/me-fixture.ts';
import { classScopeName, groupIdValue, parseGroupId, storedClassChoice } from './class-selection.ts';
import { deriveGroup } from './school-rules.ts';

describe('the rules of the kept class choice', () => {
  it('reads a stored class id, and anything else as All classes', () => {
    expect(parseGroupId('12')).toBe(12);
    for (const value of ['', null, undefined, '0', '-3', '12a', '1e3', ' 12', '9999999999']) {
      expect(parseGroupId(value)).toBeNull();
    }
    expect(groupIdValue(12)).toBe('12');
    expect(groupIdValue(null)).toBe('');
  });

  it('starts from user state when functional cookies are allowed and it holds a choice', () => {
    expect(storedClassChoice({ selectedGroupId: '12' }, '11', true)).toBe(12);
    // All classes chosen in another browser wins too.
    expect(storedClassChoice({ selectedGroupId: '' }, '11', true)).toBeNull();
  });

  it('starts from this browser’s choice when user state holds none or may not be read', () => {
    expect(storedClassChoice({ theme: 'dark' }, '11', true)).toBe(11);
    expect(storedClassChoice({ selectedGroupId: '12' }, '11', false)).toBe(11);
    expect(storedClassChoice({}, null, true)).toBeNull();
  });

  it('names the class shown, or the teacher’s classes', () => {
    expect(classScopeName(deriveGroup(makeGroup(12, { code: '7B/Ma1' })))).toBe('7B/Ma1');
    expect(classScopeName(null)).toBe('your classes');
  });
});
