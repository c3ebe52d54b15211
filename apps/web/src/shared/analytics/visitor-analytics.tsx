import { useVisitorAnalytics } from './use-visitor-analytics.ts';

/** The public pages' analytics as a component, so the layout can load it after the page (/login's budget). */
export function VisitorAnalytics({ enabled }: { enabled: boolean }) {
  useVisitorAnalytics(enabled);
  return null;
}
