import { Stack, Switch, Text } from '@mantine/core';
import type { School } from '@mathsight/contract/schools.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useSetMotivationalFeatures } from '../api/school-details.ts';

export const LEAGUES_LABEL = 'Show league tables to teachers and students';

/** An administrator's switch for the school's motivational features (spec §7): saved as soon as it is turned. */
export function LeaguesSwitch({ school }: { school: School }) {
  const save = useSetMotivationalFeatures(school.schoolId);
  const [saved, setSaved] = useState<boolean | null>(null);
  // While saving, the switch shows what was asked; after a failure, what is stored.
  const checked = save.isPending ? save.variables : school.motivationalFeaturesEnabled;
  return (
    <Stack gap="sm">
      <Switch
        label={LEAGUES_LABEL}
        description="Class, school and group leagues that celebrate effort. Turn them off and nobody at the school sees them."
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          const enabled = e.currentTarget.checked;
          setSaved(null);
          save.mutate(enabled, { onSuccess: (s) => setSaved(s.motivationalFeaturesEnabled) });
        }}
        data-testid="leagues-switch"
      />
      <div aria-live="polite">
        {saved !== null && (
          <StatusAlert
            tone="success"
            role="status"
            title={saved ? 'League tables are on for the school.' : 'League tables are off for the school.'}
          />
        )}
        {save.isError && (
          <StatusAlert tone="error" role="alert" title="The change was not saved">
            <Text size="sm">{errorMessageOf(save.error)} Try again.</Text>
          </StatusAlert>
        )}
      </div>
    </Stack>
  );
}
