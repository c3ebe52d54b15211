import type { PagingOf } from '@mathsight/contract/common.ts';
import type {
  SchoolStudentFilter,
  SchoolStudentList,
  StudentCollectionRequest,
  StudentCollectionResult,
} from '@mathsight/contract/school-students.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanArchiveStudents } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { searchWords } from '../../shared/search-words.ts';
import type { SchoolStudentsRepository } from './school-students.repository.ts';

/**
 * A school's students (issue 13 point 2): any Confirmed teacher of the school lists and exports them;
 * only its administrators archive and un-archive them (point 6). Archived students leave every list
 * (each list joins active students only) while their answers stay in past work's results.
 */
export class SchoolStudentsService {
  constructor(
    private readonly repo: SchoolStudentsRepository,
    private readonly access: SchoolAccessService,
    private readonly options: {
      /** Class head counts in users/me and the plan's cached counts change with archiving. */
      membersChanged: (schoolId: number) => Promise<void>;
    },
  ) {}

  async list(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<SchoolStudentFilter>,
  ): Promise<SchoolStudentList> {
    await this.access.schoolAccess(caller, schoolId);
    return this.repo.list({
      schoolId,
      words: searchWords(paging.filter.searchText),
      groupIds: paging.filter.groupIds,
      yearGroupId: paging.filter.yearGroupId,
      archiveStatus: paging.filter.archiveStatus,
      skip: paging.skip,
      take: paging.take,
    });
  }

  /** The list as the export writes it, with the school's name for the file. */
  async exportList(caller: Caller, schoolId: number, paging: PagingOf<SchoolStudentFilter>) {
    const list = await this.list(caller, schoolId, paging);
    const schoolName = await this.repo.schoolName(schoolId);
    if (schoolName === null) throw notFound();
    return { ...list, schoolName };
  }

  archive(caller: Caller, schoolId: number, request: StudentCollectionRequest) {
    return this.#setArchived(caller, schoolId, request, true);
  }

  unArchive(caller: Caller, schoolId: number, request: StudentCollectionRequest) {
    return this.#setArchived(caller, schoolId, request, false);
  }

  async #setArchived(
    caller: Caller,
    schoolId: number,
    request: StudentCollectionRequest,
    archived: boolean,
  ): Promise<StudentCollectionResult> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanArchiveStudents(access);
    // An id that is not a student of this school: 404, and nothing changes (one transaction).
    const count = await this.repo.setArchived(schoolId, request.studentIds, archived);
    if (count === null) throw notFound();
    if (count > 0) await this.options.membersChanged(schoolId);
    return { count };
  }
}
