import { Autocomplete, MultiSelect, Stack, TextInput } from '@mantine/core';
import { withOptional } from '../ui/optional-label.tsx';
import { useYearGroups } from './api/year-groups.ts';

/** A class's fields as its forms hold them (POST schools/{id}/groups, PUT groups/{id}). */
export interface ClassFieldValues {
  code: string;
  description: string;
  departmentName: string;
  /** Year group ids as the MultiSelect holds them (text). */
  yearGroupIds: string[];
}

export type ClassField = keyof ClassFieldValues;
export const CLASS_FIELDS: readonly ClassField[] = ['code', 'description', 'departmentName', 'yearGroupIds'];

/** The request body the server takes from the form's values (blank optional fields are null). */
export function classRequestOf(values: ClassFieldValues) {
  return {
    code: values.code,
    description: values.description.trim() || null,
    departmentName: values.departmentName.trim() || null,
    yearGroupIds: values.yearGroupIds.map(Number),
  };
}

/** The departments to offer: those the school's classes already use, and Mathematics (every school's first). */
export function departmentsOf(groups: readonly { departmentName?: string | null }[]): string[] {
  return [
    ...new Set(['Mathematics', ...groups.flatMap((g) => (g.departmentName ? [g.departmentName] : []))]),
  ].sort();
}

/** Focuses the first field with a server error (ids are `class-<field>`). */
export function focusFirstClassError(errors: Partial<Record<ClassField, string>>) {
  const first = CLASS_FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(`class-${first}`)?.focus();
}

/**
 * A class's code, description, department (chosen, or a new one typed) and year groups: the new-class
 * flow and the class's settings both use it. Errors come from the server's modelState by field.
 */
export function ClassFields({
  values,
  onChange,
  errors,
  departments,
  autoFocus = false,
}: {
  values: ClassFieldValues;
  onChange: (values: ClassFieldValues, changed: ClassField) => void;
  errors: Partial<Record<ClassField, string>>;
  /** The school's departments to choose from. */
  departments: string[];
  autoFocus?: boolean;
}) {
  const yearGroups = useYearGroups();
  const set = <K extends ClassField>(field: K, value: ClassFieldValues[K]) =>
    onChange({ ...values, [field]: value }, field);
  return (
    <Stack gap="md">
      <TextInput
        id="class-code"
        label="Class code"
        description="As your school's timetable names it, for example 8X/Ma1."
        value={values.code}
        onChange={(e) => set('code', e.currentTarget.value)}
        error={errors.code}
        required
        withAsterisk={false}
        maxLength={30}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        id="class-description"
        label={withOptional('Description', true)}
        description="For example: Year 8 maths, top set."
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={errors.description}
        maxLength={200}
      />
      <Autocomplete
        id="class-departmentName"
        label={withOptional('Department', true)}
        description="Choose one, or type a new department's name."
        data={departments}
        value={values.departmentName}
        onChange={(v) => set('departmentName', v)}
        error={errors.departmentName}
        maxLength={80}
      />
      <MultiSelect
        id="class-yearGroupIds"
        label={withOptional('Year groups', true)}
        placeholder={values.yearGroupIds.length ? undefined : 'Choose year groups'}
        data={(yearGroups.data?.items ?? []).map((y) => ({
          value: String(y.countryYearGroupId),
          label: y.name,
        }))}
        value={values.yearGroupIds}
        onChange={(v) => set('yearGroupIds', v)}
        error={
          errors.yearGroupIds ?? (yearGroups.isError ? 'The year groups could not be loaded.' : undefined)
        }
        disabled={yearGroups.isPending}
        searchable
        clearable
      />
    </Stack>
  );
}
