import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessageOf, fieldErrorsOf } from './model-state.ts';

describe('modelState for forms', () => {
  const error = new ApiError({
    kind: 'server',
    status: 400,
    message: 'The request is invalid.',
    body: {
      message: 'The request is invalid.',
      modelState: { endDate: ['The end date must be after the start date'], 'groupIds.0': ['No', 'Two'] },
    },
    fieldMessages: ['The end date must be after the start date', 'No', 'Two'],
  });

  it('keys the first message of each field by the field name', () => {
    expect(fieldErrorsOf(error)).toEqual({
      endDate: 'The end date must be after the start date',
      groupIds: 'No',
    });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(new ApiError({ kind: 'network', message: 'x' }))).toEqual({});
  });

  it('says what went wrong in one sentence', () => {
    expect(errorMessageOf(error)).toBe('The end date must be after the start date No Two');
    expect(errorMessageOf(new ApiError({ kind: 'server', message: 'Gone' }))).toBe('Gone');
    expect(errorMessageOf('???')).toMatch(/^Something went wrong/);
  });
});
