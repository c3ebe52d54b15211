import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { AddedClassStudents } from '@mathsight/contract/groups.ts';
import type { CreatedGroup } from '@mathsight/contract/schools.ts';
import { IconPrinter } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useAddClassStudents } from '../api/add-class-students.ts';
import { parseStudentNames } from '../model/parse-student-names.ts';
import codeCard from './class-code-card.module.css';
import { SignInCards } from './sign-in-cards.tsx';

/**
 * The join-class flow's students: names typed or pasted (one a line), each made an account in the
 * class with a sign-in card to print. Optional: students can also sign up with the class's code.
 */
export function StudentsStep({ group, onDone }: { group: CreatedGroup; onDone: () => void }) {
  const add = useAddClassStudents(group.groupId);
  const [text, setText] = useState('');
  const [added, setAdded] = useState<AddedClassStudents | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = useMemo(() => parseStudentNames(text), [text]);

  if (added) {
    return (
      <Stack gap="md">
        <Stack gap="sm" className={codeCard.noPrint}>
          <Title order={1}>Sign-in cards for {group.code}</Title>
          <StatusAlert tone="success" title={`${added.total} students added to ${group.code}`} role="status">
            Print the cards now: the passwords are not shown again, only kept scrambled.
          </StatusAlert>
        </Stack>
        <SignInCards added={added} />
        <Group gap="sm" className={codeCard.noPrint}>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            variant="default"
            onClick={() => window.print()}
          >
            Print the cards
          </Button>
          <Button onClick={onDone}>Next: co-teachers</Button>
        </Group>
      </Stack>
    );
  }

  const count = parsed.students.length;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (count === 0 || parsed.problems.length > 0) return;
    try {
      setAdded(await add.mutateAsync({ students: parsed.students }));
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  const problemText = parsed.problems
    .slice(0, 5)
    .map((p) => `Line ${p.line} (“${p.text}”): ${p.message.toLowerCase()}.`)
    .join(' ');

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Add {group.code}'s students</Title>
        <Text className={muted.muted} mt="xs">
          Type or paste their names, one a line: “Zoë O'Brien”, or “O'Brien, Zoë” as a register lists them, or
          two columns copied from a spreadsheet. Each gets a username and a password on a card to print. No
          email addresses needed.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Add ${group.code}'s students`}>
          <Stack gap="md">
            {failure && (
              <StatusAlert tone="error" title="The students were not added" role="alert">
                {failure}
              </StatusAlert>
            )}
            <Textarea
              label="Students' names"
              description={count > 0 ? `${count} ${count === 1 ? 'student' : 'students'}` : 'One name a line'}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={problemText || undefined}
              autosize
              minRows={6}
              maxRows={16}
              spellCheck={false}
              data-autofocus
            />
            <Group gap="sm" wrap="wrap">
              <Button
                type="submit"
                loading={add.isPending}
                disabled={count === 0 || parsed.problems.length > 0}
              >
                {count > 0 ? `Add ${count} ${count === 1 ? 'student' : 'students'}` : 'Add students'}
              </Button>
              <Button variant="subtle" onClick={onDone}>
                Skip: they will sign up with the class code
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
