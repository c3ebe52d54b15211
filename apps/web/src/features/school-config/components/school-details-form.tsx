import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { School } from '@mathsight/contract/schools.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useUpdateSchool } from '../api/school-details.ts';

type Values = { name: string; addressLine1: string; city: string; zipOrPostCode: string };

const valuesOf = (school: School): Values => ({
  name: school.name,
  addressLine1: school.addressLine1 ?? '',
  city: school.city ?? '',
  zipOrPostCode: school.zipOrPostCode ?? '',
});

/** An administrator's form for the school's name and address (PUT schools/{id}); each problem beside its field. */
export function SchoolDetailsForm({ school }: { school: School }) {
  const save = useUpdateSchool(school.schoolId);
  const [values, setValues] = useState<Values>(() => valuesOf(school));
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);
  // A failure with no field to show it beside (the network, the server) is said under the form.
  const general = save.isError && Object.keys(errors).length === 0 ? errorMessageOf(save.error) : null;
  const changed = JSON.stringify(values) !== JSON.stringify(valuesOf(school));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { ...values, country: 'GB' },
      {
        onSuccess: (updated) => {
          setValues(valuesOf(updated));
          setSaved(true);
        },
      },
    );
  };
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setSaved(false);
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });

  return (
    <form onSubmit={onSubmit} aria-label="School details" noValidate>
      <Stack gap="sm">
        <TextInput
          label="School name"
          required
          maxLength={120}
          autoComplete="organization"
          {...field('name')}
        />
        <TextInput
          label="Address"
          required
          maxLength={120}
          autoComplete="address-line1"
          {...field('addressLine1')}
        />
        <Group gap="sm" align="flex-start" grow wrap="wrap">
          <TextInput
            label="Town or city"
            required
            maxLength={80}
            autoComplete="address-level2"
            miw={180}
            {...field('city')}
          />
          <TextInput
            label="Postcode"
            required
            maxLength={10}
            autoComplete="postal-code"
            miw={120}
            {...field('zipOrPostCode')}
          />
        </Group>
        <Text size="sm">Country: United Kingdom</Text>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!changed && !save.isError}>
            Save details
          </Button>
        </Group>
        <div aria-live="polite">
          {saved && <StatusAlert tone="success" title="The school's details are saved." role="status" />}
          {general && (
            <StatusAlert tone="error" title="The details were not saved" role="alert">
              {general}
            </StatusAlert>
          )}
        </div>
      </Stack>
    </form>
  );
}
