import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useAnalytics } from '../../shared/analytics/use-analytics.ts';
import { parseSchoolId } from '../../shared/routing/paths.ts';
import { useMe } from '../../shared/session/api/get-me.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { useHeartbeat } from '../../shared/session/use-heartbeat.ts';
import { useSupportChat } from '../../shared/support-chat/use-support-chat.ts';

/**
 * Above every signed-in route (its loader is the signed-in guard, loadSession). It keeps the
 * session store in step with the cached users/me answer, sends the heartbeat and starts the support
 * chat for teachers who allowed it.
 * The modals provider lives here rather than in app.tsx: Mantine's Modal brings ScrollArea and
 * floating-ui (about 16 KB gzipped), and only signed-in screens open modals, so the public pages
 * (/login above all) load without them.
 */
export function SignedInRoot() {
  const params = useParams();
  const sessionSchoolId = useSessionStore((s) => s.schoolId);
  const schoolId = parseSchoolId(params.schoolId) ?? sessionSchoolId;
  const { data: me } = useMe(schoolId);
  const userId = useSessionStore((s) => s.user?.userId ?? null);

  // A refetched or invalidated answer (a class added, a school joined) reaches the shell.
  useEffect(() => {
    if (me) useSessionStore.getState().applyMe(me, schoolId);
  }, [me, schoolId]);

  useHeartbeat(userId);
  useAnalytics(userId, schoolId);
  // Teachers only, with functional consent (spec §6, §2): the hook decides, students and parents never.
  useSupportChat(me?.user ?? null);
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
