import { Button, Flex, List, PasswordInput, Stack, Text } from '@mantine/core';
import type { UserRole } from '@mathsight/contract/auth.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useDeleteAccount } from '../api/account.ts';

/**
 * What deleting the account does, for each role the account holds: the person goes; a school's
 * classes, set work and results stay (the server keeps the account's row, emptied, so they add up).
 */
function consequences(roles: UserRole[]): string[] {
  const teacher = roles.includes('Teacher');
  const studentOnly = roles.includes('Student') && !teacher;
  const lines = [
    studentOnly
      ? 'Your name, username and password are removed, and you are signed out on every device.'
      : 'Your name, email address and password are removed, and you are signed out on every device.',
  ];
  if (teacher) {
    lines.push(
      'The classes you teach stay in their school, with their students and results, for the other teachers and administrators to carry on. A class only you taught keeps going, and an administrator can give it to another teacher.',
      'The work you set stays, and its results still count.',
      'If you are the only administrator of a school where other teachers work, make one of them an administrator first.',
    );
  }
  if (roles.includes('Student')) {
    lines.push("Your answers stay, without your name, so your class's results still add up.");
  }
  if (roles.includes('Parent')) {
    lines.push("Your links to your children are removed. Their own accounts don't change.");
  }
  return lines;
}

/** The last section of /account: deleting the account, explained, after the password confirms it. */
export function DeleteAccount({ roles }: { roles: UserRole[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Deleting your account removes you from Mathsight for good. You'll see exactly what happens before you
        confirm.
      </Text>
      <Button variant="outline" color="red.9" onClick={() => setOpened(true)}>
        Delete your account
      </Button>
      {opened && <DeleteAccountDialog roles={roles} onClose={() => setOpened(false)} />}
    </Stack>
  );
}

function DeleteAccountDialog({ roles, onClose }: { roles: UserRole[]; onClose: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const errors = fieldErrorsOf(remove.error);
  const other = remove.isError && !errors.password ? errorMessageOf(remove.error) : null;
  // Once the account is gone the dialog stays busy until the sign-in page takes over.
  const busy = remove.isPending || remove.isSuccess;

  const onSubmit = async () => {
    try {
      await remove.mutateAsync(password);
    } catch {
      return; // Shown beside the field or in the alert below.
    }
    await navigate(paths.login(), { replace: true });
  };

  return (
    <AppDialog opened onClose={onClose} title="Delete your account?" size="md" busy={busy}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        aria-label="Delete your account"
        noValidate
      >
        <Stack gap="md">
          <Text>This can't be undone. This is what happens:</Text>
          <List spacing="xs" size="sm" withPadding>
            {consequences(roles).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <PasswordInput
            label="Your current password"
            description="To make sure it's you."
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            required
            withAsterisk={false}
            data-autofocus
          />
          {other && (
            <StatusAlert tone="error" title="Your account was not deleted" role="alert">
              {other}
            </StatusAlert>
          )}
          {/* Side by side from xs; on a phone one above the other, each the width of the dialog. */}
          <Flex
            direction={{ base: 'column', xs: 'row' }}
            justify="flex-end"
            align={{ base: 'stretch', xs: 'center' }}
            gap="sm"
          >
            <Button variant="default" onClick={onClose} disabled={busy}>
              Keep my account
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              Delete my account
            </Button>
          </Flex>
        </Stack>
      </form>
    </AppDialog>
  );
}
