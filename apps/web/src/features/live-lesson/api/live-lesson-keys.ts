import type { HubView } from '@mathsight/contract/live-lessons.ts';

/** The live lesson's cached views: the hub writes each snapshot it receives into the one it is for. */
export const liveLessonKeys = {
  all: ['live-lesson'] as const,
  view: (liveLessonId: number, view: HubView) => ['live-lesson', liveLessonId, view] as const,
  group: (groupId: number) => ['live-lesson', 'group', groupId] as const,
};
