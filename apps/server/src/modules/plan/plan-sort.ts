import { ASSIGNMENT_SORT_FIELDS } from '@mathsight/contract/assignments.ts';
import type { Paging } from '@mathsight/contract/common.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import type { ListOptions } from '../../work/assignment-list-sql.ts';

/** request.sort[0] of the plan's lists: one of the assignment sort fields (case-insensitive), or 400. */
export function parseSort(paging: Pick<Paging, 'sort'>, fallback: ListOptions['sort']): ListOptions['sort'] {
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
