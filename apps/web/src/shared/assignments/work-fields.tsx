import { Group, Radio, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { FeedbackMode } from '@mathsight/contract/assignments.ts';
import { TypedDateInput } from '../dates/typed-date-input.tsx';
import { fromTypedDateTime, TYPED_DATE_TIME_HINT, toTypedDateTime } from '../dates/typed-dates.ts';

const FORMAT_MESSAGE = `Enter the date and time as ${TYPED_DATE_TIME_HINT}, for example 30/11/2026 08:30`;

export const FEEDBACK_MODE_LABELS: Record<FeedbackMode, string> = {
  AfterEachQuestion: 'After each question',
  AtEnd: 'At the end',
};

export interface WorkDateFieldsProps {
  startDate: string | null;
  endDate: string | null;
  onStartChange: (startDate: string | null) => void;
  onEndChange: (endDate: string | null) => void;
  errors?: { startDate?: string | undefined; endDate?: string | undefined };
}

/** Start and end of work as date and time in UK time and UK format (the school's, whatever the device's). */
export function WorkDateFields({
  startDate,
  endDate,
  onStartChange,
  onEndChange,
  errors = {},
}: WorkDateFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TypedDateInput
        label="Start"
        description={`${TYPED_DATE_TIME_HINT}, UK time`}
        placeholder={TYPED_DATE_TIME_HINT}
        required
        value={startDate}
        onChange={onStartChange}
        format={toTypedDateTime}
        parse={fromTypedDateTime}
        formatMessage={FORMAT_MESSAGE}
        error={errors.startDate}
        data-testid="start-date"
      />
      <TypedDateInput
        label="End"
        description={`${TYPED_DATE_TIME_HINT}: students can answer until then`}
        placeholder={TYPED_DATE_TIME_HINT}
        required
        value={endDate}
        onChange={onEndChange}
        format={toTypedDateTime}
        parse={fromTypedDateTime}
        formatMessage={FORMAT_MESSAGE}
        error={errors.endDate}
        data-testid="end-date"
      />
    </SimpleGrid>
  );
}

export interface WorkSettingsFieldsProps {
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
  onFeedbackModeChange: (mode: FeedbackMode) => void;
  onAskConfidenceChange: (ask: boolean) => void;
  disabled?: boolean;
}

/** When students see whether they were right, and whether they say how sure they are. */
export function WorkSettingsFields({
  feedbackMode,
  askConfidence,
  onFeedbackModeChange,
  onAskConfidenceChange,
  disabled,
}: WorkSettingsFieldsProps) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="Feedback"
        description="When students find out whether their answer was right"
        value={feedbackMode}
        onChange={(value) => onFeedbackModeChange(value as FeedbackMode)}
      >
        <Group gap="lg" mt="xs">
          <Radio
            value="AfterEachQuestion"
            label={FEEDBACK_MODE_LABELS.AfterEachQuestion}
            disabled={disabled}
          />
          <Radio value="AtEnd" label={FEEDBACK_MODE_LABELS.AtEnd} disabled={disabled} />
        </Group>
      </Radio.Group>
      <Switch
        label="Ask students how confident they are"
        description="After each answer, students say whether they were sure or guessing"
        checked={askConfidence}
        onChange={(e) => onAskConfidenceChange(e.currentTarget.checked)}
        disabled={disabled}
      />
    </Stack>
  );
}
