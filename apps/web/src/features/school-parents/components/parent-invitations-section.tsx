import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { InvitableCount, ParentInvitationStudent } from '@mathsight/contract/parent-invitations.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import {
  downloadParentLetters,
  useClassInvitations,
  useResendParentInvitation,
  useSendParentInvitations,
  useSetParentEmails,
  useWithdrawParentInvitation,
} from '../api/parent-invitations.ts';
import { schoolParentsKeys } from '../api/school-parents-keys.ts';
import tableClasses from './parents-table.module.css';
import { personName } from './unlink-parent-dialog.tsx';

type ClassCount = InvitableCount['classes'][number];

const sentWords = (r: { sent: number; alreadyInvited: number; withoutEmail: number }) => {
  const parts = [`${r.sent} ${r.sent === 1 ? 'invitation' : 'invitations'} sent`];
  if (r.alreadyInvited > 0) parts.push(`${r.alreadyInvited} already waiting or joined`);
  if (r.withoutEmail > 0)
    parts.push(
      `${r.withoutEmail} ${r.withoutEmail === 1 ? 'student has' : 'students have'} no address: print a letter`,
    );
  return `${parts.join('; ')}.`;
};

/**
 * "Invite parents" on `/{schoolId}/settings/parents` (issue 27): class by class, how many students can
 * still invite a parent, who was invited and when, who has joined; email the addresses the school
 * holds (a student's or the whole class's), resend, withdraw; type a student's addresses; print the
 * class's letters (one A4 PDF, a single-use code and QR code per student).
 */
export function ParentInvitationsSection({ schoolId, classes }: { schoolId: number; classes: ClassCount[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const groupId = chosen ?? classes[0]?.groupId ?? null;
  const current = classes.find((c) => c.groupId === groupId) ?? null;
  const list = useClassInvitations(schoolId, groupId);
  const send = useSendParentInvitations(schoolId);
  const client = useQueryClient();
  const [editing, setEditing] = useState<ParentInvitationStudent | null>(null);

  const sendTo = (body: { groupId: number } | { studentId: number }, what: string) =>
    send.mutate(body, {
      onSuccess: (r) => showToast({ id: `invite-${what}`, color: 'green', message: sentWords(r) }),
      onError: (e) => showToast({ id: `invite-${what}`, color: 'red', message: errorMessageOf(e) }),
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="invite-parents-heading">
      <Title order={2} id="invite-parents-heading">
        Invite parents
      </Title>
      <Text size="sm" className={muted.muted}>
        Email an invitation to the parent addresses the school holds, or print a letter for each student to
        take home. Each invitation has a code that works once, for one parent, until it is used or withdrawn.
      </Text>
      {classes.length === 0 ? (
        <Text size="sm">You have no classes to invite parents for.</Text>
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Class"
              data={classes.map((c) => ({ value: String(c.groupId), label: c.code }))}
              value={groupId === null ? '' : String(groupId)}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
              style={{ flex: '0 1 12rem' }}
            />
            {current && (
              <>
                <Button
                  onClick={() => sendTo({ groupId: current.groupId }, `class-${current.groupId}`)}
                  loading={send.isPending}
                  disabled={current.emailableCount === 0}
                >
                  Email invitations to {current.code}
                </Button>
                <DownloadButton
                  label={`Download ${current.code}'s letters (PDF)`}
                  busyLabel="Preparing the letters"
                  download={async (transfer) => {
                    await downloadParentLetters(schoolId, current, transfer);
                    await client.invalidateQueries({ queryKey: schoolParentsKeys.all(schoolId) });
                  }}
                />
              </>
            )}
          </Group>
          {current && (
            <Text size="sm" data-testid="invitable-count" role="status">
              {current.code}: {current.invitableCount} of {current.studentCount}{' '}
              {current.studentCount === 1 ? 'student' : 'students'} can still invite a parent;{' '}
              {current.emailableCount} with an address to email; {current.joinedCount} with a parent joined.
            </Text>
          )}
          {groupId !== null && (
            <ListStates
              read={list}
              noun="invitations"
              loadingRows={4}
              rowHeight={52}
              isEmpty={(data) => data.items.length === 0}
              empty={
                <ListEmpty title="This class has no students yet." testId="invitations-empty">
                  <Text size="sm">Add students to the class, then invite their parents.</Text>
                </ListEmpty>
              }
            >
              {(data) => (
                <ListTable
                  label={`Parent invitations for ${data.code}`}
                  verticalSpacing="sm"
                  layout="fixed"
                  className={tableClasses.table}
                  data-testid="invitations-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col" w="30%">
                        Student
                      </Table.Th>
                      <Table.Th scope="col">Invitations and parents</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((student) => (
                      <StudentRow
                        key={student.studentId}
                        schoolId={schoolId}
                        student={student}
                        sending={send.isPending}
                        onEdit={() => setEditing(student)}
                        onSend={() =>
                          sendTo({ studentId: student.studentId }, `student-${student.studentId}`)
                        }
                      />
                    ))}
                  </Table.Tbody>
                </ListTable>
              )}
            </ListStates>
          )}
        </>
      )}
      {editing && (
        <ParentEmailsDialog schoolId={schoolId} student={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function StudentRow({
  schoolId,
  student,
  sending,
  onEdit,
  onSend,
}: {
  schoolId: number;
  student: ParentInvitationStudent;
  sending: boolean;
  onEdit: () => void;
  onSend: () => void;
}) {
  const resend = useResendParentInvitation(schoolId);
  const withdraw = useWithdrawParentInvitation(schoolId);
  const name = personName(student);
  const emailed = new Set(student.invitations.map((i) => i.email));
  const toInvite = student.parentEmails.filter((e) => !emailed.has(e));
  const act = (p: Promise<unknown>, done: string, id: string) =>
    p.then(
      () => showToast({ id, color: 'green', message: done }),
      (e: unknown) => showToast({ id, color: 'red', message: errorMessageOf(e) }),
    );
  return (
    <Table.Tr data-testid="invitation-row">
      <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" className={muted.muted}>
          {student.parentEmails.length === 0 ? 'No parent address' : student.parentEmails.join(', ')}
        </Text>
        <Group gap={6} mt={4}>
          <Button size="compact-sm" variant="default" onClick={onEdit}>
            Addresses<VisuallyHidden> of {name}&apos;s parents</VisuallyHidden>
          </Button>
          {toInvite.length > 0 && (
            <Button size="compact-sm" onClick={onSend} loading={sending}>
              Email invitation<VisuallyHidden> to {name}&apos;s parents</VisuallyHidden>
            </Button>
          )}
        </Group>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {student.joined.map((p) => (
            <Text component="li" size="sm" key={`${p.firstName}-${p.joinedAt}`}>
              <strong>Joined:</strong> {personName(p)}, {formatSchoolDate(p.joinedAt)}
            </Text>
          ))}
          {student.invitations.map((i) => {
            const what = i.email === null ? 'Letter' : `Emailed to ${i.email}`;
            const when = formatSchoolDate(i.sentAt ?? i.createdAt);
            return (
              <Group component="li" key={i.invitationId} gap="xs" justify="space-between" wrap="wrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {what}, {i.email === null ? 'printed' : 'sent'} {when}
                </Text>
                <Group gap={6}>
                  {i.email !== null && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={resend.isPending && resend.variables === i.invitationId}
                      onClick={() =>
                        void act(
                          resend.mutateAsync(i.invitationId),
                          `Sent again to ${i.email}.`,
                          `resend-${i.invitationId}`,
                        )
                      }
                    >
                      Resend<VisuallyHidden> to {i.email}</VisuallyHidden>
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    loading={withdraw.isPending && withdraw.variables === i.invitationId}
                    onClick={() =>
                      void act(
                        withdraw.mutateAsync(i.invitationId),
                        `The ${i.email === null ? 'letter' : 'invitation'} for ${name} no longer works.`,
                        `withdraw-${i.invitationId}`,
                      )
                    }
                  >
                    Withdraw
                    <VisuallyHidden>
                      {' '}
                      {i.email === null ? `${name}'s letter` : `the invitation to ${i.email}`}
                    </VisuallyHidden>
                  </Button>
                </Group>
              </Group>
            );
          })}
          {student.joined.length === 0 && student.invitations.length === 0 && (
            <Text component="li" size="sm" className={muted.muted}>
              Not invited yet
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** A student's parent addresses: two at most, either may be left empty. */
function ParentEmailsDialog({
  schoolId,
  student,
  onClose,
}: {
  schoolId: number;
  student: ParentInvitationStudent;
  onClose: () => void;
}) {
  const save = useSetParentEmails(schoolId);
  const [first, setFirst] = useState(student.parentEmails[0] ?? '');
  const [second, setSecond] = useState(student.parentEmails[1] ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const name = personName(student);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const emails = [first, second].map((e) => e.trim()).filter((e) => e !== '');
    save.mutate(
      { studentId: student.studentId, emails },
      {
        onSuccess: () => {
          showToast({
            id: `emails-${student.studentId}`,
            color: 'green',
            message: `${name}'s parent addresses are saved.`,
          });
          onClose();
        },
        onError: (e) => {
          const fields = fieldErrorsOf(e);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(errorMessageOf(e));
        },
      },
    );
  };
  const fieldError = (i: number) => errors[`emails.${i}`] ?? (i === 0 ? errors.emails : undefined);
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`Parent addresses for ${name}`}
      size="md"
      busy={save.isPending}
    >
      <form onSubmit={submit} noValidate aria-label={`Parent addresses for ${name}`}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title="The addresses were not saved">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Parent email"
            type="email"
            value={first}
            onChange={(e) => setFirst(e.currentTarget.value)}
            error={fieldError(0)}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label="Parent email 2"
            type="email"
            value={second}
            onChange={(e) => setSecond(e.currentTarget.value)}
            error={fieldError(1)}
            autoComplete="off"
          />
          <Text size="xs" className={muted.muted}>
            Invitations go only to addresses saved here or imported. Leave a box empty to remove an address.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save addresses
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
