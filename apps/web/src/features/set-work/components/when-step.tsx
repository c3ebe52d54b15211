import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { WorkDateFields, WorkSettingsFields } from '../../../shared/assignments/work-fields.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import type { SetWorkErrors } from '../set-work-rules.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';

/** Step 3: start and end, feedback and confidence (the school's defaults), and a name for one piece of work. */
export function WhenStep({ schoolId, errors }: { schoolId: number; errors: SetWorkErrors }) {
  const config = useSetWorkStore((s) => s.globalConfig);
  const setConfig = useSetWorkStore((s) => s.setConfig);
  const selections = useSetWorkStore((s) => s.selections);
  const kind = useSetWorkStore((s) => s.kind);
  const customName = useSetWorkStore((s) => s.customName);
  const setCustomName = useSetWorkStore((s) => s.setCustomName);
  const single = selections.length === 1 ? selections[0] : undefined;
  const defaultName =
    single?.name || (kind === 'RetrievalPractice' ? 'the name of the recommendation' : 'the quiz’s name');
  return (
    <Stack gap="lg">
      <WorkDateFields
        startDate={config.startDate}
        endDate={config.endDate}
        onStartChange={(startDate) => setConfig({ startDate })}
        onEndChange={(endDate) => setConfig({ endDate })}
        errors={errors}
      />
      <WorkSettingsFields
        feedbackMode={config.feedbackMode}
        askConfidence={config.askConfidence}
        onFeedbackModeChange={(feedbackMode) => setConfig({ feedbackMode })}
        onAskConfidenceChange={(askConfidence) => setConfig({ askConfidence })}
      />
      {single && (
        <TextInput
          label={withOptional('Name')}
          description={`Leave it empty to use ${single.name ? `“${defaultName}”` : defaultName}.`}
          value={customName}
          onChange={(e) => setCustomName(e.currentTarget.value)}
          error={errors.name}
          maxLength={250}
        />
      )}
      <Text size="sm">
        The dates and settings start from your school’s{' '}
        <Anchor component={Link} to={paths.settingsAssignments(schoolId)} inherit>
          assignment settings
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
