import type { NavigationContext, NavigationEntry } from '@mathsight/contract/notifications.ts';

/** The count on one navigation entry's badge: never below 0 (spec §3), 0 when unknown. */
export function badgeCountOf(context: NavigationContext | undefined, id: NavigationEntry): number {
  const count = context?.data.find((item) => item.id === id)?.badgeCount ?? 0;
  return Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
}

/** What a badge shows: the count, or 99+ past 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
