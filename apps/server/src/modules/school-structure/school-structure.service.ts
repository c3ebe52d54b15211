import type { YearGroup } from '@mathsight/contract/content.ts';
import type { Department } from '@mathsight/contract/school-structure.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { SchoolStructureRepository } from './school-structure.repository.ts';

/**
 * A school's year groups and departments as their own calls (spec §7), for any Confirmed member (404
 * otherwise). Year groups are the school's country's, read through the content call's own query, so
 * the two calls never disagree.
 */
export class SchoolStructureService {
  constructor(
    private readonly repo: SchoolStructureRepository,
    private readonly access: SchoolAccessService,
    private readonly schools: SchoolsService,
    private readonly content: ContentService,
  ) {}

  async yearGroups(caller: Caller, schoolId: number): Promise<YearGroup[]> {
    // schools.get checks membership (404 for what is not the caller's) and gives the school's country.
    const school = await this.schools.get(caller, schoolId);
    return this.content.listYearGroups(school.country);
  }

  async departments(caller: Caller, schoolId: number): Promise<Department[]> {
    await this.access.schoolAccess(caller, schoolId);
    return this.repo.listDepartments(schoolId);
  }
}
