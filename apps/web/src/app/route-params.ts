import { data, type LoaderFunctionArgs } from 'react-router';
import { parseSchoolId } from '../shared/routing/paths.ts';

/** A 404 for the route error boundary, which shows the page-not-found screen. */
export function notFound(): never {
  throw data('Not found', { status: 404 });
}

/**
 * The school id in the address. `/:schoolId` would otherwise match any one-segment path, so a
 * segment that is not a school id is a page that does not exist.
 */
export function schoolIdFromParams(params: LoaderFunctionArgs['params']): number | null {
  if (params.schoolId === undefined) return null;
  return parseSchoolId(params.schoolId) ?? notFound();
}
