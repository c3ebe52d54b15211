import { HubServerMessageSchema, type HubView } from '@mathsight/contract/live-lessons.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveLessonKeys } from '../api/live-lesson-keys.ts';
import { negotiate } from '../api/negotiate.ts';
import { HubConnection, type HubStatus } from '../hub-connection.ts';

/** A keep-alive now and then, so no proxy between projector and server closes a quiet socket. */
export const HUB_PING_MS = 25_000;

/**
 * Keeps one view of a lesson live while the screen is shown: each snapshot the hub sends replaces the
 * cached view (the hub sends the whole view on every change, so nothing is applied out of order), and
 * after a reconnection the view is read again. Answers the connection's status for the screen to show.
 */
export function useLiveLessonHub(liveLessonId: number | null, view: HubView): HubStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<HubStatus>('connecting');

  useEffect(() => {
    if (liveLessonId === null || typeof WebSocket === 'undefined') return;
    const key = liveLessonKeys.view(liveLessonId, view);
    const connection = new HubConnection({
      negotiate: () => negotiate(liveLessonId, view),
      openSocket: (url) => new WebSocket(url),
      onStatus: setStatus,
      onResync: () => void client.invalidateQueries({ queryKey: key }),
      onMessage: (raw) => {
        const message = HubServerMessageSchema.safeParse(raw);
        if (!message.success) return;
        const m = message.data;
        if (m.type === 'board' && view === 'board') client.setQueryData(key, m.board);
        else if (m.type === 'teacher' && view === 'teacher') client.setQueryData(key, m.lesson);
        else if (m.type === 'student' && view === 'student') client.setQueryData(key, m.state);
      },
    });
    connection.start();
    const ping = setInterval(() => connection.send({ type: 'ping' }), HUB_PING_MS);
    return () => {
      clearInterval(ping);
      connection.stop();
    };
  }, [liveLessonId, view, client]);

  return status;
}
