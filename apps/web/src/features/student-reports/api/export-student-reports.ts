import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import { STUDENT_OVERVIEW_MAX_TAKE } from '@mathsight/contract/student-reports.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS, REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { type OverviewFilters, overviewParams } from './student-reports-keys.ts';

const today = () => new Date().toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'class';

/**
 * GET …/students/overview/export: every student the list shows, in its order, with the spec's CSV timeout
 * (the long one without a class: every student the caller may see, an administrator's whole school).
 */
export async function exportOverview(schoolId: number, filters: OverviewFilters) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: studentReportPaths.overviewExport(schoolId),
    params: pagingParams({ take: STUDENT_OVERVIEW_MAX_TAKE, ...overviewParams(filters) }),
    timeoutMs: filters.groupId === null ? REPORT_CSV_LONG_TIMEOUT_MS : REPORT_CSV_TIMEOUT_MS,
  });
  saveFile(blob, `students-all-${today()}.csv`);
}

/** GET …/students/proficiency/export?groupId=: the heat map's rows and topics. */
export async function exportProficiency(schoolId: number, groupId: number, groupCode: string) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: studentReportPaths.proficiencyExport(schoolId),
    params: { groupId: String(groupId) },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
  saveFile(blob, `proficiency-${slug(groupCode)}-${today()}.csv`);
}

/** GET …/students/effort/export?groupId=&period=&date=: the effort table's rows. */
export async function exportEffort(
  schoolId: number,
  query: { groupId: number; period: 'week' | 'term'; date: string | null },
  groupCode: string,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: studentReportPaths.effortExport(schoolId),
    params: { groupId: String(query.groupId), period: query.period, ...(query.date && { date: query.date }) },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
  saveFile(blob, `effort-${slug(groupCode)}-${today()}.csv`);
}
