import { Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type SchoolTeacherInvitationOutcome,
  SchoolTeacherInviteeSchema,
} from '@mathsight/contract/schools.ts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useInviteTeachers } from '../api/change-school-teachers.ts';

type Field = 'firstName' | 'lastName' | 'email';
interface Row {
  key: number;
  firstName: string;
  lastName: string;
  email: string;
}
type RowErrors = Partial<Record<Field, string>>;

const emptyRow = (key: number): Row => ({ key, firstName: '', lastName: '', email: '' });

/** The contract's rules for one row (blank rows are skipped unless every row is blank). */
export function rowErrors(row: Row): RowErrors {
  const checked = SchoolTeacherInviteeSchema.safeParse(row);
  if (checked.success) return {};
  const errors: RowErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const isBlank = (row: Row) => !row.firstName.trim() && !row.lastName.trim() && !row.email.trim();

/** Administrators invite colleagues by email: one row each; the answer says who was invited. */
export function InviteTeachersForm({ schoolId }: { schoolId: number }) {
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([emptyRow(0)]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [outcome, setOutcome] = useState<SchoolTeacherInvitationOutcome[] | null>(null);
  const invite = useInviteTeachers(schoolId);

  const change = (key: number, field: Field, value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors((all) => ({ ...all, [key]: { ...all[key], [field]: undefined } }));
  };
  const addRow = () => {
    const key = nextKey.current++;
    setRows((all) => [...all, emptyRow(key)]);
    // The new row's first field takes the focus, so keyboard users carry on typing.
    requestAnimationFrame(() => document.getElementById(`invite-${key}-firstName`)?.focus());
  };
  const removeRow = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((r) => !isBlank(r));
    const toCheck = filled.length === 0 ? rows.slice(0, 1) : filled;
    const found: Record<number, RowErrors> = {};
    for (const row of toCheck) {
      const e = rowErrors(row);
      if (Object.keys(e).length > 0) found[row.key] = e;
    }
    setErrors(found);
    const first = Object.entries(found)[0];
    if (first) {
      const field = Object.keys(first[1])[0];
      document.getElementById(`invite-${first[0]}-${field}`)?.focus();
      return;
    }
    invite.mutate(
      { teachers: filled.map(({ firstName, lastName, email }) => ({ firstName, lastName, email })) },
      {
        onSuccess: (result) => {
          setOutcome(result.items);
          setRows([emptyRow(nextKey.current++)]);
        },
      },
    );
  };

  const invited = outcome?.filter((o) => o.outcome === 'invited') ?? [];
  const members = outcome?.filter((o) => o.outcome === 'alreadyMember') ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invite-teachers">
      <Title order={2} size="h3" id="invite-teachers">
        Invite teachers
      </Title>
      <Text size="sm" className={muted.muted} mt={4}>
        We email each colleague a link to join the school. It works once, for 14 days.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="invite-teachers">
        <Stack gap="md" mt="md">
          {rows.map((row, index) => {
            const e = errors[row.key] ?? {};
            const n = index + 1;
            return (
              <Group
                key={row.key}
                align="flex-start"
                gap="sm"
                wrap="wrap"
                role="group"
                aria-label={`Teacher ${n}`}
                data-testid="invite-row"
              >
                <TextInput
                  id={`invite-${row.key}-firstName`}
                  label="First name"
                  autoComplete="off"
                  value={row.firstName}
                  error={e.firstName}
                  onChange={(ev) => change(row.key, 'firstName', ev.currentTarget.value)}
                  style={{ flex: '1 1 9rem' }}
                />
                <TextInput
                  id={`invite-${row.key}-lastName`}
                  label="Last name"
                  autoComplete="off"
                  value={row.lastName}
                  error={e.lastName}
                  onChange={(ev) => change(row.key, 'lastName', ev.currentTarget.value)}
                  style={{ flex: '1 1 9rem' }}
                />
                <TextInput
                  id={`invite-${row.key}-email`}
                  label="Email"
                  type="email"
                  autoComplete="off"
                  value={row.email}
                  error={e.email}
                  onChange={(ev) => change(row.key, 'email', ev.currentTarget.value)}
                  style={{ flex: '2 1 14rem' }}
                />
                {rows.length > 1 && (
                  <Button
                    variant="subtle"
                    color="gray"
                    mt={{ base: 0, sm: 25 }}
                    onClick={() => removeRow(row.key)}
                    aria-label={`Remove teacher ${n}`}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            );
          })}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addRow}>
              Add another teacher
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitations
            </Button>
          </Group>
          {invite.isError && (
            <StatusAlert tone="error" role="alert" title="The invitations were not sent">
              {errorMessageOf(invite.error)}
            </StatusAlert>
          )}
          {outcome && (
            <StatusAlert tone="success" role="status" title="Invitations sent">
              {invited.length > 0 && (
                <>
                  <Text size="sm">We emailed:</Text>
                  <List size="sm" data-testid="invited">
                    {invited.map((o) => (
                      <List.Item key={o.email}>
                        {o.firstName} {o.lastName} ({o.email})
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
              {members.length > 0 && (
                <>
                  <Text size="sm" mt="xs">
                    Already teachers of the school, so not invited:
                  </Text>
                  <List size="sm">
                    {members.map((o) => (
                      <List.Item key={o.email}>
                        {o.firstName} {o.lastName} ({o.email})
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </StatusAlert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
