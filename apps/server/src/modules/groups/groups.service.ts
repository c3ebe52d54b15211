import type { GroupStudentList } from '@mathsight/contract/groups.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { GroupsRepository } from './groups.repository.ts';

/**
 * A class's members. Who may see them follows the set-work rule (any Confirmed teacher of the
 * school may set work for any of its classes), so access is asked of SchoolAccessService.groupAccess.
 */
export class GroupsService {
  constructor(
    private readonly repo: GroupsRepository,
    private readonly schoolAccess: SchoolAccessService,
  ) {}

  async students(caller: Caller, groupId: number): Promise<GroupStudentList> {
    await this.schoolAccess.groupAccess(caller, groupId);
    const items = await this.repo.activeStudents(groupId);
    return { items, total: items.length };
  }
}
