import { Button, Checkbox, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { EmailPreferences } from '@mathsight/contract/auth.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences.ts';

type Choices = EmailPreferences['preferences'];
const KINDS: Array<{ kind: keyof Choices; label: string; description: string }> = [
  {
    kind: 'school-updates',
    label: 'School updates',
    description: 'Colleagues asking to join your school, and other news about your school on Mathsight.',
  },
  {
    kind: 'weekly-insights',
    label: 'Weekly insights',
    description: "On Mondays, last week's completion and the misconceptions most held in your classes.",
  },
  {
    kind: 'product-news',
    label: 'Mathsight news',
    description: 'New features and ideas for using Mathsight, now and then.',
  },
  {
    kind: 'parent-weekly',
    label: "Your child's week",
    description:
      'On Mondays, a short summary of the week for each of your children, with one thing to practise.',
  },
];

/**
 * /unsubscribe?token=…: from the link in an email, without signing in, the reader chooses which
 * emails to get, or stops them all. Emails about their account itself always go.
 */
export function UnsubscribePage() {
  usePageTitle('Email preferences');
  const token = useSearchParams()[0].get('token') ?? '';
  const current = useEmailPreferences(token);
  return (
    <Container size={560} py={{ base: 'xl', sm: 56 }}>
      <Title order={1}>Email preferences</Title>
      <Text className={muted.muted} mt="xs">
        Choose which emails Mathsight sends you.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        {token === '' || current.isError ? (
          <StatusAlert tone="error" title="This link does not work" role="alert">
            Open the link at the bottom of one of our emails again, or sign in and change your choices on your
            account page.
          </StatusAlert>
        ) : current.isPending ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>Loading your choices…</Text>
          </Group>
        ) : (
          <ChoicesForm token={token} initial={current.data} />
        )}
      </Paper>
    </Container>
  );
}

function ChoicesForm({ token, initial }: { token: string; initial: EmailPreferences }) {
  const save = useSaveEmailPreferences(token);
  const [choices, setChoices] = useState<Choices>(initial.preferences);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  const submit = (next: Choices, message: string) => {
    setSavedMessage(null);
    save.mutate(next, {
      onSuccess: (saved) => {
        setChoices(saved.preferences);
        setSavedMessage(message);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(choices, 'Your choices are saved.');
      }}
      aria-label="Email preferences"
    >
      <Stack gap="md">
        <Text>
          For <strong>{initial.email}</strong>
        </Text>
        {/* The parents' weekly email is offered to parents alone: it is in their choices only. */}
        {KINDS.filter(({ kind }) => initial.preferences[kind] !== undefined).map(
          ({ kind, label, description }) => (
            <Checkbox
              key={kind}
              label={label}
              description={description}
              checked={choices[kind] ?? false}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setChoices((c) => ({ ...c, [kind]: checked }));
                setSavedMessage(null);
              }}
            />
          ),
        )}
        <Text size="sm" className={muted.muted}>
          Emails about your account itself (confirming your address, resetting your password, invitations you
          asked for) are always sent.
        </Text>
        <div aria-live="polite">
          {savedMessage && <StatusAlert tone="success" title={savedMessage} role="status" />}
          {save.isError && (
            <StatusAlert tone="error" title="Your choices were not saved" role="alert">
              {errorMessageOf(save.error)}
            </StatusAlert>
          )}
        </div>
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={save.isPending}>
            Save my choices
          </Button>
          <Button
            variant="default"
            onClick={() =>
              submit(
                {
                  'school-updates': false,
                  'weekly-insights': false,
                  'product-news': false,
                  ...(initial.preferences['parent-weekly'] !== undefined && { 'parent-weekly': false }),
                },
                'You are unsubscribed from all of these emails.',
              )
            }
            disabled={save.isPending}
          >
            Unsubscribe from all
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
