import { Group, TextInput } from '@mantine/core';

type NameField = 'firstName' | 'lastName';

/**
 * First and last name side by side (one above the other on a phone), as every sign-up form asks for
 * them. Ids are `${idPrefix}-firstName` and `${idPrefix}-lastName`, so a form can focus the first error.
 */
export function NameFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField) => (value: string) => void;
}) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        id={`${idPrefix}-firstName`}
        label="First name"
        value={values.firstName}
        onChange={(e) => onChange('firstName')(e.currentTarget.value)}
        error={errors.firstName}
        autoComplete="given-name"
        required
        withAsterisk={false}
      />
      <TextInput
        id={`${idPrefix}-lastName`}
        label="Last name"
        value={values.lastName}
        onChange={(e) => onChange('lastName')(e.currentTarget.value)}
        error={errors.lastName}
        autoComplete="family-name"
        required
        withAsterisk={false}
      />
    </Group>
  );
}
