import type { DueStatus } from '@mathsight/contract/assignments.ts';

const DUE_SOON_MS = 48 * 60 * 60 * 1000;

/** Where work stands against its dates (the contract's DueStatus): due soon in its last 48 hours. */
export function dueStatusOf(startDate: string, endDate: string, now: Date = new Date()): DueStatus {
  const t = now.getTime();
  if (t < Date.parse(startDate)) return 'Scheduled';
  const end = Date.parse(endDate);
  if (t >= end) return 'Ended';
  return end - t <= DUE_SOON_MS ? 'DueSoon' : 'Open';
}

export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  Scheduled: 'Not started yet',
  Open: 'Open',
  DueSoon: 'Due soon',
  Ended: 'Ended',
};

/** Outline badge colours at WCAG AA on white (green 9 and orange 9 are not: 4.4:1 and 4.3:1). */
export const DUE_STATUS_COLOURS: Record<DueStatus, string> = {
  Scheduled: 'gray.8',
  Open: 'blue.9',
  DueSoon: 'red.9',
  Ended: 'gray.8',
};
