import { useEffect } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '../config/constants.ts';
import { postHeartbeat } from './api/post-heartbeat.ts';

/**
 * Tells the server the user is here: once on arrival, then every five minutes while the tab is
 * visible. A hidden tab stays quiet, and says so again as soon as it is shown if a beat was missed.
 */
export function useHeartbeat(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    let missed = false;
    const beat = () => {
      if (document.visibilityState !== 'visible') {
        missed = true;
        return;
      }
      missed = false;
      postHeartbeat(userId).catch(() => {
        // A failed beat is retried by the next one.
      });
    };
    const onVisibilityChange = () => {
      if (missed && document.visibilityState === 'visible') beat();
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [userId]);
}
