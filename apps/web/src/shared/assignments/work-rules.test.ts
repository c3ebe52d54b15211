import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import { describe, expect, it } from 'vitest';
import { dateErrors, nameError } from './work-rules.ts';

describe('work rules', () => {
  it('needs both dates, with the end after the start', () => {
    expect(dateErrors('2025-03-03T09:00:00Z', '2025-03-10T08:30:00Z')).toEqual({});
    expect(dateErrors(null, null)).toEqual({
      startDate: ASSIGNMENT_MESSAGES.dateTime,
      endDate: ASSIGNMENT_MESSAGES.dateTime,
    });
    expect(dateErrors('2025-03-10T08:30:00Z', '2025-03-03T09:00:00Z')).toEqual({
      endDate: 'The end date must be after the start date',
    });
    expect(dateErrors('2025-03-03T09:00:00Z', '2025-03-03T09:00:00Z').endDate).toBe(
      ASSIGNMENT_MESSAGES.endBeforeStart,
    );
  });

  it('takes names of 1 to 200 characters', () => {
    expect(nameError('Fractions', true)).toBeUndefined();
    expect(nameError('  ', true)).toBe(ASSIGNMENT_MESSAGES.name);
    expect(nameError('', false)).toBeUndefined();
    expect(nameError('x'.repeat(201), false)).toBe(ASSIGNMENT_MESSAGES.name);
  });
});
