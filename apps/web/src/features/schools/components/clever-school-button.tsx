import { Button, Divider, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCleverEnabled, useCreateCleverSchool } from '../api/create-clever-school.ts';

/** What the Clever callback sent back here (sync-connections.service.ts, cleverSchool), in words. */
const RESULTS: Record<string, { tone: 'success' | 'error'; text: string }> = {
  'asked-to-join': {
    tone: 'success',
    text: "Your Clever district's school already uses Mathsight: you have asked to join it, and its administrators have been told.",
  },
  declined: { tone: 'error', text: 'Clever was not allowed to share your district, so no school was added.' },
  provider: {
    tone: 'error',
    text: 'Clever could not be reached or refused: no school was added. Try again.',
  },
  'district-address': {
    tone: 'error',
    text: "Your Clever district's school has no UK address Mathsight can use: add the school with the form above.",
  },
  'school-exists': {
    tone: 'error',
    text: 'A school with that name and postcode is already here: find it and ask to join it.',
  },
  expired: { tone: 'error', text: 'That took too long: start again.' },
};

/** The outcome of adding a school from Clever, read from the address the callback sent the browser to. */
export function CleverSchoolResult() {
  const [search] = useSearchParams();
  const result = RESULTS[search.get('cleverSchool') ?? search.get('syncError') ?? ''];
  if (!result) return null;
  return (
    <StatusAlert
      tone={result.tone}
      title={result.tone === 'success' ? 'Asked to join' : 'No school was added'}
    >
      {result.text}
    </StatusAlert>
  );
}

/**
 * "Add it from Clever" (issue 28, POST schools/clever): the school is made from the teacher's Clever district
 * (its name and address), connected to Clever for syncing classes; if the district's school is already here,
 * the teacher asks to join it instead. Shown only where the server has a Clever client.
 */
export function CleverSchoolButton() {
  const enabled = useCleverEnabled();
  const create = useCreateCleverSchool();
  if (!enabled.data) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Divider label="or" labelPosition="center" />
      <Text size="sm">
        Your school uses Clever? Add it from your Clever district, ready to sync its classes.
      </Text>
      <Button variant="default" onClick={() => create.mutate()} loading={create.isPending} w="fit-content">
        Add my school from Clever
      </Button>
      {create.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessageOf(create.error)}
        </Text>
      )}
    </Stack>
  );
}
