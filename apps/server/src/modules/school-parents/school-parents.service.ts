import type { PagingOf } from '@mathsight/contract/common.ts';
import type {
  ParentCoverage,
  SchoolParentFilter,
  SchoolParentList,
} from '@mathsight/contract/school-parents.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanUnlinkParent, parentsVisibleTo } from '../../policies/parents.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { searchWords } from '../../shared/search-words.ts';
import type { SchoolParentsRepository } from './school-parents.repository.ts';

/**
 * A school's parents and their links to its students (spec §2 settings/parents). Administrators see
 * every parent of the school and unlink them; other Confirmed teachers see only the parents of the
 * students they teach (parentsVisibleTo). Inviting parents comes with the parents issue.
 */
export class SchoolParentsService {
  constructor(
    private readonly repo: SchoolParentsRepository,
    private readonly access: SchoolAccessService,
  ) {}

  async list(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<SchoolParentFilter>,
  ): Promise<SchoolParentList> {
    const access = await this.access.schoolAccess(caller, schoolId);
    return this.repo.list({
      schoolId,
      visibleGroupIds: parentsVisibleTo(access).groupIds,
      words: searchWords(paging.filter.searchText),
      groupId: paging.filter.groupId,
      skip: paging.skip,
      take: paging.take,
    });
  }

  async coverage(caller: Caller, schoolId: number): Promise<ParentCoverage> {
    const access = await this.access.schoolAccess(caller, schoolId);
    return this.repo.coverage({ schoolId, visibleGroupIds: parentsVisibleTo(access).groupIds });
  }

  /** DELETE …/parents/{parentId}/students/{studentId}: administrators; no such link in the school, 404. */
  async unlink(caller: Caller, schoolId: number, parentId: number, studentId: number): Promise<void> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanUnlinkParent(access);
    if (!(await this.repo.unlink(schoolId, parentId, studentId))) throw notFound();
  }
}
