import type { RouteName } from '../shared/routing/paths.ts';

/** A screen whose work belongs to a later issue: its real title and what it is for. */
export interface PlannedScreenInfo {
  title: string;
  description: string;
}

/**
 * Every route that renders the generic PlannedScreen, with the title and heading it will keep and
 * a sentence saying what the screen is for. docs/architecture.md lists these as pending.
 */
export const plannedScreens = {
  // Public
  oauthLogin: {
    title: 'Signing you in',
    description: 'Completes a sign-in with Google or your school single sign-on provider.',
  },

  // Signed in: the shared layout
  assistant: {
    title: 'Teacher assistant',
    description: "Ask questions about your classes' results and get suggestions for what to teach next.",
  },
  students: {
    title: 'Students',
    description: 'Your students, with their effort, proficiency and progress across topics.',
  },
  studentsEffort: {
    title: 'Student effort',
    description: 'How much work each student has done: assignments completed and questions answered.',
  },
  studentsProficiency: {
    title: 'Student proficiency',
    description: 'How secure each student is in each topic, from their answers so far.',
  },
  studentsBaseline: {
    title: 'Student baseline',
    description: "Each student's starting point: their baseline diagnostic results.",
  },
  studentsGrowth: {
    title: 'Student growth',
    description: 'How far each student has come since their baseline.',
  },
  student: {
    title: 'Student topics',
    description:
      "One student's topics: what they have secured, what they are working on and what they find hard.",
  },
  motivate: {
    title: 'Motivate',
    description: 'League tables that celebrate effort: by class, across the school and across groups.',
  },
  classLeague: {
    title: 'Class league',
    description: 'The students of a class ranked by effort this week.',
  },
  schoolLeague: {
    title: 'School league',
    description: 'Classes across the school ranked by effort.',
  },
  groupLeague: {
    title: 'Group league',
    description: 'Schools in your group ranked by effort.',
  },
  reportsGrowth: {
    title: 'Growth report',
    description: 'How much results have grown since the baseline, by class and year group.',
  },
  reportsBaseline: {
    title: 'Baseline report',
    description: 'Baseline diagnostic results by class and year group.',
  },

  // Signed in: the other routes
} satisfies Partial<Record<RouteName, PlannedScreenInfo>>;

export type PlannedRouteName = keyof typeof plannedScreens;
