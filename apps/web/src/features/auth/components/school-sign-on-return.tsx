import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

/** Why the school's sign-on sent the browser back without a ticket (the callback's `signOnError`). */
const SIGN_ON_ERRORS: Record<string, string> = {
  expired: 'Signing in with your school took too long. Please try again.',
  declined: 'You cancelled signing in with your school.',
  provider:
    "Your school's sign-in service did not answer. Please try again, or sign in with your username and password.",
  'not-linked':
    "No Mathsight account is linked to that school sign-in yet. Sign in with your username and password, or ask your school's Mathsight administrator to connect the school.",
};
const SIGN_ON_FAILED = 'Signing in with your school did not work. Please try again.';

// A ticket is redeemed once per page: a second render (strict mode, a remount) shares the first call.
// The calls and the session's start are downloaded only when a ticket arrives: the sign-in page stays light.
const redeemed = new Map<string, Promise<'teacher' | 'left'>>();
async function redeem(ticket: string) {
  const [{ postSignOnTicket }, { startSessionWith }] = await Promise.all([
    import('../../../shared/auth/school-sign-on-start.ts'),
    import('../../../shared/auth/start-session.ts'),
  ]);
  const answer = await postSignOnTicket(ticket);
  return startSessionWith(answer.refreshToken);
}

function useSchoolSignOnReturn(): { pending: boolean; error: string | null } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = params.get('signOnTicket');
  const reason = params.get('signOnError');
  const [state, setState] = useState(() => ({
    pending: ticket !== null,
    error: reason === null ? null : (SIGN_ON_ERRORS[reason] ?? SIGN_ON_FAILED),
  }));

  useEffect(() => {
    if (ticket === null) return;
    let live = true;
    let call = redeemed.get(ticket);
    if (!call) {
      call = redeem(ticket);
      redeemed.set(ticket, call);
    }
    call
      .then((where) => {
        if (live && where === 'teacher') navigate(paths.loginRedirect(null), { replace: true });
      })
      .catch((failure: unknown) => {
        const said = failure instanceof Error && failure.message ? ` ${failure.message}` : '';
        if (live) setState({ pending: false, error: `${SIGN_ON_FAILED}${said}` });
      });
    return () => {
      live = false;
    };
  }, [ticket, navigate]);
  return state;
}

/**
 * The sign-in page's half of the school's sign-on (issue 28 point 2): the Clever callback sends the browser
 * to /login with a two-minute ticket (signed in here, as a password sign-in would) or with the reason it
 * could not sign them in (said on the page). Loaded only when the address has one.
 */
export default function SchoolSignOnReturn() {
  const signOn = useSchoolSignOnReturn();
  if (signOn.pending)
    return (
      <Box mt="lg">
        <StatusAlert tone="info" title="Signing you in with your school" role="status">
          One moment…
        </StatusAlert>
      </Box>
    );
  if (!signOn.error) return null;
  return (
    <Box mt="lg">
      <StatusAlert tone="error" title="Not signed in with your school" role="alert">
        {signOn.error}
      </StatusAlert>
    </Box>
  );
}
