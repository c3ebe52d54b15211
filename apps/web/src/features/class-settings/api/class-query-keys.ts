import type { QueryClient } from '@tanstack/react-query';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/**
 * After a class changes: the class lists, users/me (the sidebar's classes, head counts), the
 * school's students list (their classes) and, when its work or members changed, the work lists.
 */
export function invalidateClasses(
  client: QueryClient,
  o: { work?: boolean; deletedGroupId?: number } = {},
): Promise<void> {
  // A deleted class is not fetched again (it would answer 404 on the screen that is leaving it).
  if (o.deletedGroupId !== undefined)
    client.removeQueries({ queryKey: classQueryKeys.group(o.deletedGroupId) });
  return Promise.all([
    client.invalidateQueries({
      queryKey: classQueryKeys.all,
      predicate: (query) =>
        o.deletedGroupId === undefined ||
        !(query.queryKey[1] === 'group' && query.queryKey[2] === o.deletedGroupId),
    }),
    client.invalidateQueries({ queryKey: meQueryKeys.all }),
    client.invalidateQueries({ queryKey: ['school-students'] }),
    o.work ? invalidateWork(client) : Promise.resolve(),
  ]).then(() => undefined);
}
