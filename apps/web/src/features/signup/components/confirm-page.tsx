import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { isTokenValid } from '../../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../../shared/auth/token-storage.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { resendOutcomeText, useResendConfirmation } from '../../../shared/session/api/resend-confirmation.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useConfirmEmail } from '../api/email-confirmation.ts';
import { FormError } from './form-error.tsx';
import { SignupFrame } from './signup-frame.tsx';

const LINK_NOT_VALID =
  'This link has already been used, has expired or is not complete. Sign in and ask for a new one from this page.';

/**
 * /signup/confirm: after a teacher's sign-up, "check your email" with a resend; opened from the
 * email's link (`?code=`), it confirms the address. Either way the teacher can go on to their school.
 */
export function ConfirmPage() {
  const [search] = useSearchParams();
  const code = search.get('code');
  return code ? <ConfirmWithCode code={code} /> : <CheckYourEmail />;
}

function ConfirmWithCode({ code }: { code: string }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a link is single use, and React may run an effect twice in development.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(code);
  }, [code, confirm]);

  const signedIn = isTokenValid(readRefreshToken());
  return (
    <SignupFrame title="Confirm your account" heading="Confirm your email address" signInLink={!signedIn}>
      <Stack gap="md" aria-live="polite">
        {confirm.isPending && (
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text>Confirming your address…</Text>
          </Stack>
        )}
        {confirm.isSuccess && (
          <StatusAlert
            tone="success"
            icon={<IconCircleCheck aria-hidden />}
            title="Your email address is confirmed"
            role="status"
          >
            {confirm.data.email} is confirmed. You can now add your school, see the question bank's answers
            and invite colleagues and students.
          </StatusAlert>
        )}
        {confirm.isError && (
          <FormError
            title="We could not confirm your address"
            message={
              confirm.error && 'status' in confirm.error && confirm.error.status === 404
                ? LINK_NOT_VALID
                : errorMessageOf(confirm.error)
            }
          />
        )}
        {!confirm.isPending && (
          <Button component={Link} to={signedIn ? paths.loginRedirect() : paths.login()} fullWidth>
            {signedIn ? 'Continue' : 'Sign in'}
          </Button>
        )}
      </Stack>
    </SignupFrame>
  );
}

function CheckYourEmail() {
  const resend = useResendConfirmation();
  const [message, setMessage] = useState<string | null>(null);
  const signedIn = isTokenValid(readRefreshToken());
  return (
    <SignupFrame title="Confirm your account" heading="Check your email" signInLink={!signedIn}>
      <Stack gap="md">
        <StatusAlert tone="info" icon={<IconMail aria-hidden />} title="We've sent you a link">
          Open the email from Mathsight and choose <strong>Confirm my email address</strong>. You can find and
          join your school now; you'll need a confirmed address to add a school, see the question bank's
          answers and invite colleagues and students.
        </StatusAlert>
        {signedIn && (
          <>
            <Text aria-live="polite">{message}</Text>
            <FormError message={resend.isError ? errorMessageOf(resend.error) : null} />
            <Button
              variant="default"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: (answer) => setMessage(resendOutcomeText(answer)),
                })
              }
            >
              Send the link again
            </Button>
            <Button component={Link} to={paths.loginRedirect()} fullWidth>
              Set up my school
            </Button>
          </>
        )}
      </Stack>
    </SignupFrame>
  );
}
