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
  // Signed in: the shared layout
  // Signed in: the other routes
} satisfies Partial<Record<RouteName, PlannedScreenInfo>>;

export type PlannedRouteName = keyof typeof plannedScreens;
