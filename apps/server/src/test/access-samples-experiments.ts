import { experimentPaths } from '@mathsight/contract/experiments.paths.ts';
import { WRONG_ANSWER_FEEDBACK_EXPERIMENT } from '@mathsight/contract/experiments.ts';
import { idOf, type Sample } from './access-sample.ts';

/**
 * Issue 32 point 3: experiments, for any signed-in user about themselves (another user's id: 404). The
 * one experiment the server runs by default is for students, so a teacher's or parent's exposure to it
 * is not found: they are in no such experiment.
 */
export const EXPERIMENTS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/users/:id/experiments': {
    request: (w, caller) => ({ url: experimentPaths.experiments(idOf(w, caller)) }),
    foreign: (w) => ({ url: experimentPaths.experiments(w.classmate.userId) }),
  },
  'POST /api/v3/users/:id/experiments/:experimentKey/exposures': {
    request: (w, caller) => ({
      url: experimentPaths.exposures(idOf(w, caller), WRONG_ANSWER_FEEDBACK_EXPERIMENT),
    }),
    foreign: (w) => ({
      url: experimentPaths.exposures(w.classmate.userId, WRONG_ANSWER_FEEDBACK_EXPERIMENT),
    }),
    overrides: {
      parent: 404,
      pendingTeacher: 404,
      otherSchoolTeacher: 404,
      colleague: 404,
      classTeacher: 404,
      administrator: 404,
    },
  },
};

/** Issue 32 point 2: a school's usage report and its CSV files, for the school's administrators. */
export const USAGE_REPORT_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/reports/usage': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/usage` }),
  },
  'GET /api/v3/schools/:id/reports/usage.csv': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/usage.csv?table=classes` }),
  },
};
