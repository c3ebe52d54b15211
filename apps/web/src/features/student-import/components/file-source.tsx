import { Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import classes from './file-source.module.css';

/**
 * Where the rows come from: a CSV file dropped on the zone or chosen with the picker, or rows pasted
 * from a spreadsheet (tabs) or a text file. Hands the text on; nothing is sent yet.
 */
export function FileSource({
  onText,
  onFile,
}: {
  onText: (text: string, name: string) => void;
  onFile: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <Stack align="center" gap="xs">
          <IconUpload size={32} aria-hidden />
          <Text fw={600}>Drop a CSV file here</Text>
          <Text size="sm" className={classes.hint}>
            Export your students from the school's management system (SIMS, Arbor, Bromcom…) as CSV.
          </Text>
          <FileButton onChange={(file) => file && onFile(file)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default">
                Choose a file
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Textarea
          label="Or paste the rows"
          description="The first row names the columns: for example Forename, Surname, Reg group, Year, DOB, UPN."
          autosize
          minRows={4}
          maxRows={12}
          value={pasted}
          onChange={(e) => setPasted(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group>
          <Button
            variant="default"
            disabled={pasted.trim() === ''}
            onClick={() => onText(pasted, 'Pasted rows')}
          >
            Use these rows
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
