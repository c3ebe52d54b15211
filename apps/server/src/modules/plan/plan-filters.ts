import { ASSIGNMENT_SORT_FIELDS } from '@mathsight/contract/assignments.ts';
import type { Paging } from '@mathsight/contract/common.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import type { ListOptions } from '../../work/assignment-list.ts';

/** The plan's hand-written filter parsers (request.filter.*, request.sort), each a 400 with its field. */
export function parseEnum<T extends string>(options: readonly T[], value: string, field: string): T {
  const found = options.find((o) => o === value);
  if (!found) throw badRequest(MESSAGES.invalid, { [field]: [`Choose one of ${options.join(', ')}`] });
  return found;
}

export function parseIds(value: string, field: string): number[] {
  if (!/^\d{1,9}(,\d{1,9}){0,49}$/.test(value)) {
    throw badRequest(MESSAGES.invalid, { [field]: ['A comma-separated list of class ids'] });
  }
  return value.split(',').map(Number);
}

export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export function parseSort(paging: Paging, fallback: ListOptions['sort']): ListOptions['sort'] {
  const first = paging.sort[0];
  if (!first) return fallback;
  const field = ASSIGNMENT_SORT_FIELDS.find((f) => f.toLowerCase() === first.fieldName.toLowerCase());
  if (!field) {
    throw badRequest(MESSAGES.invalid, {
      'request.sort[0].FieldName': [`Sort by one of ${ASSIGNMENT_SORT_FIELDS.join(', ')}`],
    });
  }
  return { field, descending: first.direction === 'Descending' };
}
