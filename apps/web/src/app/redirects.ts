import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../shared/routing/paths.ts';
import { SET_WORK_TOPICS_MODAL } from '../shared/routing/set-work-link.ts';
import { notFound, schoolIdFromParams } from './route-params.ts';

/**
 * The spec's redirects (§2), as loaders so they happen before anything renders. Each one keeps
 * the visitor's query string where the target can use it.
 */

function schoolIdOf(args: LoaderFunctionArgs): number {
  // Every school redirect needs a real school id; anything else is a page that does not exist.
  return schoolIdFromParams(args.params) ?? notFound();
}

export const redirectLoaders = {
  legacyHome: () => redirect(paths.home()),
  signupTeacher: () => redirect(paths.signupTeacher()),
  signupStudent: () => redirect(paths.signupRole('student')),
  /** Old collection links open the set-work topics modal on the school home, on that collection. */
  collections: (args: LoaderFunctionArgs) =>
    redirect(
      paths.dashboard(schoolIdOf(args), {
        modal: SET_WORK_TOPICS_MODAL,
        ...(args.params.collectionId ? { collectionId: args.params.collectionId } : {}),
      }),
    ),
  teachers: (args: LoaderFunctionArgs) => redirect(paths.settingsTeachers(schoolIdOf(args))),
  classes: (args: LoaderFunctionArgs) => redirect(paths.settings(schoolIdOf(args))),
  analyticsBaseline: (args: LoaderFunctionArgs) => redirect(paths.studentsBaseline(schoolIdOf(args))),
  analyticsGrowth: (args: LoaderFunctionArgs) => redirect(paths.studentsGrowth(schoolIdOf(args))),
  analyticsSchool: (args: LoaderFunctionArgs) => redirect(paths.reportsSchool(schoolIdOf(args))),
  analyticsGroup: (args: LoaderFunctionArgs) => redirect(paths.reportsGroup(schoolIdOf(args))),
  analyticsOther: (args: LoaderFunctionArgs) => redirect(paths.reports(schoolIdOf(args))),
  /** /tutor/* lives on the tutor site, at the same path. */
  tutor: ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    window.location.replace(paths.tutor(`${url.pathname}${url.search}`));
    // The browser is leaving; keep the loading screen up until it does.
    return new Promise<never>(() => {});
  },
};
