import { Button, Stack, TextInput } from '@mantine/core';
import type { CreateSchoolRequest } from '@mathsight/contract/schools.ts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCreateSchool } from '../api/create-school.ts';

type Fields = keyof CreateSchoolRequest;
const FIELD_ORDER: Fields[] = ['name', 'addressLine1', 'city', 'zipOrPostCode'];

/** "Add your school" (spec §3 school create payload): the teacher who adds it is its administrator. */
export function AddSchoolForm({ initialName }: { initialName: string }) {
  const navigate = useNavigate();
  const create = useCreateSchool();
  const [values, setValues] = useState({ name: initialName, addressLine1: '', city: '', zipOrPostCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: Exclude<Fields, 'country'>) => ({
    id: `school-${name}`,
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
    error: errors[name],
    required: true,
    withAsterisk: false,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const school = await create.mutateAsync({ ...values, country: 'GB' });
      navigate(paths.classesNew(school.schoolId));
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = FIELD_ORDER.find((f) => fields[f]);
      if (first) document.getElementById(`school-${first}`)?.focus();
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add your school">
      <Stack gap="md">
        {failure && (
          <StatusAlert tone="error" title="The school was not added">
            {failure}
          </StatusAlert>
        )}
        <TextInput label="School name" autoComplete="organization" {...field('name')} />
        <TextInput label="Address" autoComplete="address-line1" {...field('addressLine1')} />
        <TextInput label="Town or city" autoComplete="address-level2" {...field('city')} />
        <TextInput label="Postcode" autoComplete="postal-code" maw={200} {...field('zipOrPostCode')} />
        <Button type="submit" loading={create.isPending}>
          Add school
        </Button>
      </Stack>
    </form>
  );
}
