import type { PagingOf } from '@mathsight/contract/common.ts';
import type { RosterHealth, StudentImportHistory } from '@mathsight/contract/school-sync.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { assertCanReadRoster } from '../../policies/roster.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { SchoolSyncRepository } from './school-sync.repository.ts';

/**
 * The sync screen (spec §2 settings/sync): the roster's health and the school's import history, read
 * by every Confirmed teacher (assertCanReadRoster). The imports themselves are student-import's, which
 * records each one in its own transaction.
 */
export class SchoolSyncService {
  constructor(
    private readonly repo: SchoolSyncRepository,
    private readonly access: SchoolAccessService,
  ) {}

  async imports(caller: Caller, schoolId: number, paging: PagingOf<object>): Promise<StudentImportHistory> {
    assertCanReadRoster(await this.access.schoolAccess(caller, schoolId));
    return this.repo.imports(schoolId, paging.skip, paging.take);
  }

  async rosterHealth(caller: Caller, schoolId: number): Promise<RosterHealth> {
    assertCanReadRoster(await this.access.schoolAccess(caller, schoolId));
    return this.repo.rosterHealth(schoolId);
  }
}
