import { Button, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

/** Optional field labels on a small form. */
export function FormsSection() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast({
      id: 'style-guide-form',
      title: 'Example form',
      message: 'Nothing was saved: this form is an example.',
    });
  };

  return (
    <StyleGuideSection
      id="forms"
      title="Optional fields"
      description="Fields a user may leave empty say so after their label, and screen readers hear it as part of the field's name. Required fields carry no mark."
    >
      <Paper withBorder radius="lg" p="lg" maw={480}>
        <form onSubmit={onSubmit} aria-label="Example class form">
          <Stack gap="md">
            <TextInput label="Class name" name="className" placeholder="For example 9Z/Ma1" />
            <Select
              label="Year group"
              name="yearGroup"
              data={['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11']}
              defaultValue="Year 9"
              allowDeselect={false}
            />
            <TextInput label={withOptional('Room')} name="room" />
            <Textarea label={withOptional('Notes for other teachers')} name="notes" autosize minRows={2} />
            <Button type="submit" style={{ alignSelf: 'flex-start' }}>
              Save class
            </Button>
          </Stack>
        </form>
      </Paper>
    </StyleGuideSection>
  );
}
