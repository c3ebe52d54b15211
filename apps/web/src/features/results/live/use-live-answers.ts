import type { ResultsGrid } from '@mathsight/contract/insights.ts';
import type { AnswerEvent } from '@mathsight/contract/quiz-sessions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';
import { getRealtimeToken } from '../api/get-realtime-token.ts';
import { applyLiveAnswer } from '../apply-live-answer.ts';
import { liveAnnouncement } from './live-announcement.ts';
import { LiveConnection, type LiveStatus } from './live-connection.ts';

/** After a burst of answers, fetch the grid once quietly for what events do not carry (time, effort, ids). */
export const LIVE_SETTLE_MS = 4_000;

/**
 * Subscribes to one assignment's answers while the screen is shown, filling them into every cached
 * results grid of that assignment as they arrive (no reload), and refreshing its other insights.
 * Answers the connection's status and, after each burst, a sentence for a live region (who answered,
 * how many right), so a screen reader hears what the grid shows.
 */
export function useLiveAnswers(assignmentId: number | null): { status: LiveStatus; announcement: string } {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (assignmentId === null || typeof WebSocket === 'undefined') return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let burst: AnswerEvent[] = [];
    const gridKey = insightQueryKeys.grid(assignmentId, null).slice(0, -1);
    const refreshLater = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (burst.length > 0) setAnnouncement(liveAnnouncement(burst));
        burst = [];
        void client.invalidateQueries({ queryKey: gridKey });
        void client.invalidateQueries({
          queryKey: insightQueryKeys.question(assignmentId, 0, null).slice(0, -2),
        });
        void client.invalidateQueries({ queryKey: insightQueryKeys.misconceptions(assignmentId) });
      }, LIVE_SETTLE_MS);
    };
    const connection = new LiveConnection({
      assignmentId,
      getToken: () => getRealtimeToken(),
      openSocket: (url) => new WebSocket(url),
      onStatus: setStatus,
      onAnswer: (event) => {
        client.setQueriesData<ResultsGrid>({ queryKey: gridKey }, (grid) =>
          grid ? applyLiveAnswer(grid, event) : grid,
        );
        burst.push(event);
        refreshLater();
      },
      onResync: refreshLater,
    });
    connection.start();
    return () => {
      clearTimeout(settle);
      connection.stop();
    };
  }, [assignmentId, client]);

  return { status, announcement };
}
