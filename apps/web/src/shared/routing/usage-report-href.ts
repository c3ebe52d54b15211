import { generatePath } from 'react-router';
import { type Id, segment } from './build-path.ts';
import { routePatterns } from './paths.ts';

/**
 * The usage report's address (issue 32), for the reports' tabs and index only: kept out of `paths`,
 * which the first download carries, so /login stays within its 150 KB.
 */
export const usageReportHref = (schoolId: Id) =>
  generatePath(routePatterns.reportsUsage, { schoolId: segment(schoolId) });
