import {
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { EmailPreferences } from '@mathsight/contract/auth.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import {
  useChangeEmail,
  useChangePassword,
  useMyEmailPreferences,
  useSaveMyEmailPreferences,
  useSaveName,
} from '../api/account.ts';
import { DeleteAccount } from './delete-account.tsx';
import { YourSchools } from './your-schools.tsx';

/** /account: the signed-in user's name, email address, password, email choices and schools; deleting it. */
export function AccountPage() {
  usePageTitle('Your account');
  const me = useMe(null);
  return (
    <Container size={640} py={{ base: 'xl', sm: 48 }}>
      <Title order={1}>Your account</Title>
      {me.isPending ? (
        <Group gap="xs" mt="lg">
          <Loader size="sm" aria-hidden />
          <Text>Loading your account…</Text>
        </Group>
      ) : me.isError ? (
        <LoadError
          title="Your account could not be loaded"
          message={errorMessageOf(me.error)}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <Stack gap="lg" mt="lg">
          <NameSection
            userId={me.data.user.userId}
            initial={{
              title: me.data.user.title ?? '',
              firstName: me.data.user.firstName,
              lastName: me.data.user.lastName,
            }}
          />
          <EmailSection email={me.data.user.email} confirmed={me.data.user.isEmailConfirmed} />
          <PasswordSection
            userId={me.data.user.userId}
            userInputs={[me.data.user.firstName, me.data.user.lastName, me.data.user.email ?? '']}
          />
          {me.data.user.email && <PreferencesSection />}
          {me.data.user.roles.includes('Teacher') && (
            <Section title="Your schools">
              <YourSchools schools={me.data.userSchools} />
            </Section>
          )}
          <Section title="Delete your account">
            <DeleteAccount roles={me.data.user.roles} />
          </Section>
        </Stack>
      )}
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Saved({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">{message && <StatusAlert tone="success" title={message} role="status" />}</div>
  );
}

function NameSection({
  userId,
  initial,
}: {
  userId: number;
  initial: { title: string; firstName: string; lastName: string };
}) {
  const save = useSaveName(userId);
  const [values, setValues] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const errors = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    save.mutate(
      { title: values.title.trim() || null, firstName: values.firstName, lastName: values.lastName },
      { onSuccess: () => setDone('Your name is saved.') },
    );
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });
  return (
    <Section title="Your name">
      <form onSubmit={onSubmit} aria-label="Your name">
        <Stack gap="sm">
          <TextInput
            label={withOptional('Title', true)}
            maw={140}
            autoComplete="honorific-prefix"
            {...field('title')}
          />
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            withAsterisk={false}
            {...field('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            withAsterisk={false}
            {...field('lastName')}
          />
          <Saved message={done} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function EmailSection({ email, confirmed }: { email: string | null; confirmed: boolean }) {
  const change = useChangeEmail();
  const [value, setValue] = useState('');
  const error =
    fieldErrorsOf(change.error).email ?? (change.isError ? errorMessageOf(change.error) : undefined);
  return (
    <Section title="Email address">
      <Stack gap="sm">
        <Group gap="sm">
          <Text>{email ?? 'No email address (you sign in with your username).'}</Text>
          {email &&
            (confirmed ? (
              <Badge color="teal.9" variant="outline">
                Confirmed
              </Badge>
            ) : (
              <Badge color="gray.8" variant="outline">
                Not confirmed yet
              </Badge>
            ))}
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(value.trim());
          }}
          aria-label="Change email address"
        >
          <Stack gap="sm">
            <TextInput
              label="New email address"
              description="We'll send a link to it. Your address changes when you open the link."
              type="email"
              autoComplete="email"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
            />
            <div aria-live="polite">
              {change.isSuccess && (
                <StatusAlert tone="success" title="Check your new inbox" role="status">
                  We've sent a link to {change.data.pendingEmail}. Your address changes when you open it.
                </StatusAlert>
              )}
            </div>
            <Group>
              <Button type="submit" variant="default" loading={change.isPending}>
                Send the link
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}

function PasswordSection({ userId, userInputs }: { userId: number; userInputs: string[] }) {
  const change = useChangePassword(userId);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const errors = fieldErrorsOf(change.error);
  const other = change.isError && Object.keys(errors).length === 0 ? errorMessageOf(change.error) : null;
  return (
    <Section title="Password">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                setCurrent('');
                setNew('');
              },
            },
          );
        }}
        aria-label="Change password"
      >
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.currentPassword}
            required
            withAsterisk={false}
          />
          <PasswordField
            label="New password"
            value={newPassword}
            onChange={setNew}
            error={errors.newPassword}
            userInputs={userInputs}
          />
          {other && (
            <StatusAlert tone="error" title="Your password was not changed" role="alert">
              {other}
            </StatusAlert>
          )}
          <div aria-live="polite">
            {change.isSuccess && (
              <StatusAlert tone="success" title="Your password is changed" role="status">
                Every other device signed in to your account has been signed out.
              </StatusAlert>
            )}
          </div>
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PreferencesSection() {
  const current = useMyEmailPreferences();
  if (!current.data) return null;
  return <PreferencesForm initial={current.data.preferences} />;
}

type Choices = EmailPreferences['preferences'];

/** Each box saves as it is ticked; the tick shows at once and goes back if saving fails. */
function PreferencesForm({ initial }: { initial: Choices }) {
  const save = useSaveMyEmailPreferences();
  const [choices, setChoices] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const toggle = (kind: keyof Choices, on: boolean) => {
    const before = choices;
    const next = { ...choices, [kind]: on };
    setChoices(next);
    setDone(null);
    save.mutate(next, {
      onSuccess: () => setDone('Your email choices are saved.'),
      onError: () => setChoices(before),
    });
  };
  return (
    <Section title="Emails">
      <Stack gap="sm">
        <Checkbox
          label="School updates"
          description="Colleagues asking to join your school, and other news about your school on Mathsight."
          checked={choices['school-updates']}
          onChange={(e) => toggle('school-updates', e.currentTarget.checked)}
        />
        <Checkbox
          label="Weekly insights"
          description="On Mondays, last week's completion and the misconceptions most held in your classes."
          checked={choices['weekly-insights']}
          onChange={(e) => toggle('weekly-insights', e.currentTarget.checked)}
        />
        <Checkbox
          label="Mathsight news"
          description="New features and ideas for using Mathsight, now and then."
          checked={choices['product-news']}
          onChange={(e) => toggle('product-news', e.currentTarget.checked)}
        />
        <Text size="sm" className={muted.muted}>
          Emails about your account itself are always sent.
        </Text>
        <Saved message={done} />
        {save.isError && (
          <StatusAlert tone="error" title="Your email choices were not saved" role="alert">
            {errorMessageOf(save.error)}
          </StatusAlert>
        )}
      </Stack>
    </Section>
  );
}
