import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

const CODE = /^[A-Za-z0-9]{4,12}$/;

/** Asks for a quiz's share code and opens that quiz. */
export function QuizCodeForm({
  hrefFor,
  initial = '',
}: {
  hrefFor: (code: string) => string;
  initial?: string;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!CODE.test(trimmed)) {
      setError('A quiz code is 4 to 12 letters and digits, such as BX7K2M.');
      return;
    }
    setError(null);
    navigate(hrefFor(trimmed.toUpperCase()));
  };
  return (
    <form onSubmit={onSubmit} aria-label="Open a quiz by its code" noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Quiz code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
        />
        <Button type="submit" mt={25}>
          Open quiz
        </Button>
      </Group>
    </form>
  );
}
