import { Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../api/model-state.ts';
import { StatusAlert } from '../../ui/status-alert.tsx';
import { resendOutcomeText, useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * What a teacher whose own address is not confirmed sees instead of a screen that needs it (the
 * question bank's answers, adding a school; issue 24): what to do, and a button that sends the link
 * again. Confirming (in the email's tab) changes users/me, and the screen then shows itself.
 */
export function ConfirmEmailNotice({ email, needed }: { email: string | null; needed: string }) {
  const resend = useResendConfirmation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <StatusAlert tone="info" icon={<IconMail aria-hidden />} title="Confirm your email address first">
      <Stack gap="sm" align="flex-start">
        {/* A long address breaks anywhere rather than push the text out of a phone's width. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {needed} Open the email we sent to {email ? <strong>{email}</strong> : 'your address'} and choose{' '}
          <strong>Confirm my email address</strong>.
        </Text>
        <Button
          size="xs"
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
        <Text size="sm" aria-live="polite">
          {resend.isError ? errorMessageOf(resend.error) : message}
        </Text>
      </Stack>
    </StatusAlert>
  );
}
