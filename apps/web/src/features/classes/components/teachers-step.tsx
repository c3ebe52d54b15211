import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  AddClassTeachersResponse,
  ClassTeacherEntry,
  CreatedGroup,
} from '@mathsight/contract/schools.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useAddClassTeachers } from '../api/add-class-teachers.ts';

type Invitee = { firstName: string; lastName: string; email: string };
const EMPTY: Invitee = { firstName: '', lastName: '', email: '' };

/** A row left wholly empty is ignored; a row begun needs all three (the server checks again). */
function rowProblems(row: Invitee): Partial<Invitee> {
  if (!row.firstName && !row.lastName && !row.email) return {};
  return {
    ...(!row.firstName.trim() && { firstName: 'Enter their first name' }),
    ...(!row.lastName.trim() && { lastName: 'Enter their last name' }),
    ...(!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.email.trim()) && { email: 'Enter a valid email address' }),
  };
}

/**
 * The join-class flow's co-teachers: colleagues of the school chosen by a tick (they teach it at
 * once), or invited by email (they accept by a link). Optional. An address not yet confirmed may
 * choose colleagues but not invite anyone by email, as the server holds.
 */
export function TeachersStep({ group, onDone }: { group: CreatedGroup; onDone: () => void }) {
  const me = useMe(group.schoolId);
  const add = useAddClassTeachers(group.invitation.code);
  const [chosen, setChosen] = useState<string[]>([]);
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<AddClassTeachersResponse | null>(null);
  const [rowErrors, setRowErrors] = useState<Array<Partial<Invitee>>>([]);

  const myUserId = me.data?.user.userId;
  const colleagues = (me.data?.teachers ?? []).filter(
    (t) => t.schoolMembershipStatus === 'Confirmed' && t.userId !== myUserId,
  );
  const canInvite = me.data?.user.isEmailConfirmed ?? false;

  if (result) {
    const added = result.items.filter((i) => i.outcome !== 'invited');
    const invited = result.items.filter((i) => i.outcome === 'invited');
    return (
      <Stack gap="md">
        <Title order={1}>{group.code}'s teachers</Title>
        <StatusAlert tone="success" title="Saved" role="status">
          {added.length > 0 && (
            <Text>
              {added.map((t) => `${t.firstName} ${t.lastName}`).join(', ')}{' '}
              {added.length === 1 ? 'teaches' : 'teach'} {group.code} now.
            </Text>
          )}
          {invited.length > 0 && (
            <Text>
              We emailed an invitation to {invited.map((t) => t.email).join(', ')}. It works once, for 14
              days.
            </Text>
          )}
        </StatusAlert>
        <Group>
          <Button onClick={onDone}>Next: the class code</Button>
        </Group>
      </Stack>
    );
  }

  const setInvitee = (index: number, field: keyof Invitee, value: string) =>
    setInvitees((list) => list.map((x, i) => (i === index ? { ...x, [field]: value } : x)));
  const filled = invitees.filter((x) => x.firstName || x.lastName || x.email);
  const entries: ClassTeacherEntry[] = [
    ...chosen.map((id) => ({ teacherId: Number(id) })),
    ...filled.map((x) => ({ firstName: x.firstName, lastName: x.lastName, email: x.email.trim() })),
  ];
  const errors = fieldErrorsOf(add.error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = invitees.map(rowProblems);
    setRowErrors(checked);
    if (entries.length === 0 || checked.some((row) => Object.keys(row).length > 0)) return;
    try {
      setResult(await add.mutateAsync({ teachers: entries }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields.teachers) setFailure(Object.values(fields)[0] ?? errorMessageOf(error));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Teach {group.code} with colleagues</Title>
        <Text className={muted.muted} mt="xs">
          Co-teachers see the class, set it work and read its results. You can change this later.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={`Teach ${group.code} with colleagues`}
        >
          <Stack gap="lg">
            {failure && (
              <StatusAlert tone="error" title="The teachers were not added" role="alert">
                {failure}
              </StatusAlert>
            )}
            {errors.teachers && (
              <StatusAlert tone="error" title="Check the teachers" role="alert">
                {errors.teachers}
              </StatusAlert>
            )}
            <Checkbox.Group
              label="Colleagues at your school"
              description={
                colleagues.length === 0 ? 'No other teachers have joined your school yet.' : undefined
              }
              value={chosen}
              onChange={setChosen}
            >
              <Stack gap="xs" mt="xs">
                {colleagues.map((t) => (
                  <Checkbox
                    key={t.teacherId}
                    value={String(t.teacherId)}
                    label={`${t.firstName} ${t.lastName}`}
                    description={t.email ?? undefined}
                  />
                ))}
              </Stack>
            </Checkbox.Group>

            <Fieldset legend="Invite by email" variant="unstyled">
              {!canInvite ? (
                <Text size="sm" className={muted.muted}>
                  Confirm your email address first (use the link we emailed you), then you can invite
                  colleagues who are not on Mathsight yet.
                </Text>
              ) : (
                <Stack gap="sm">
                  {invitees.map((x, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and never reordered
                    <SimpleGrid key={i} cols={{ base: 1, sm: 3 }} spacing="sm">
                      <TextInput
                        label="First name"
                        value={x.firstName}
                        onChange={(e) => setInvitee(i, 'firstName', e.currentTarget.value)}
                        error={rowErrors[i]?.firstName}
                      />
                      <TextInput
                        label="Last name"
                        value={x.lastName}
                        onChange={(e) => setInvitee(i, 'lastName', e.currentTarget.value)}
                        error={rowErrors[i]?.lastName}
                      />
                      <TextInput
                        label="Email"
                        type="email"
                        value={x.email}
                        onChange={(e) => setInvitee(i, 'email', e.currentTarget.value)}
                        error={rowErrors[i]?.email}
                      />
                    </SimpleGrid>
                  ))}
                  <div>
                    <Anchor
                      component="button"
                      type="button"
                      underline="always"
                      onClick={() => setInvitees((l) => [...l, EMPTY])}
                    >
                      {invitees.length === 0 ? 'Invite someone by email' : 'Invite another'}
                    </Anchor>
                  </div>
                </Stack>
              )}
            </Fieldset>

            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={add.isPending} disabled={entries.length === 0}>
                Add teachers
              </Button>
              <Button variant="subtle" onClick={onDone}>
                Skip: I teach it alone
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
