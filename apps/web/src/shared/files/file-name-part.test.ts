import { describe, expect, it } from 'vitest';
import { fileNamePart } from './file-name-part.ts';

describe('fileNamePart', () => {
  it('makes a typed name safe for a file name', () => {
    expect(fileNamePart('7A/Ma1', 'class')).toBe('7a-ma1');
    expect(fileNamePart('Zoë  Nguyễn', 'student')).toBe('zoe-nguyen');
    expect(fileNamePart('  --  ', 'class')).toBe('class');
    expect(fileNamePart(`${'a'.repeat(39)} b`, 'x')).toBe('a'.repeat(39));
  });
});
