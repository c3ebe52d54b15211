import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';

export interface DateErrors {
  startDate?: string;
  endDate?: string;
}

/**
 * The contract's date rules, checked before anything is sent: both dates are real date-times
 * (null when the field does not hold one) and the end is after the start (reported on the end).
 */
export function dateErrors(startDate: string | null, endDate: string | null): DateErrors {
  const errors: DateErrors = {};
  if (!startDate) errors.startDate = ASSIGNMENT_MESSAGES.dateTime;
  if (!endDate) errors.endDate = ASSIGNMENT_MESSAGES.dateTime;
  if (startDate && endDate && Date.parse(endDate) <= Date.parse(startDate)) {
    errors.endDate = ASSIGNMENT_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** A name, when one is given, is 1 to 200 characters once trimmed. */
export function nameError(name: string, required: boolean): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return required ? ASSIGNMENT_MESSAGES.name : undefined;
  return trimmed.length > 200 ? ASSIGNMENT_MESSAGES.name : undefined;
}
