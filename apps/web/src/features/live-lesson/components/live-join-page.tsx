import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { JOIN_CODE_LENGTH } from '@mathsight/contract/live-lessons.ts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useJoinLesson } from '../api/student-actions.ts';
import { StudentLesson } from './student-lesson.tsx';

/**
 * `/live/join?code=`: a student joins a live lesson, by the card on their home (the code in the
 * address), the board's QR code (the same address), or the code typed here; then the lesson itself
 * on the same page. Signed in (the guard sends a visitor to sign in and back here).
 */
export function LiveJoinPage() {
  usePageTitle('Live lesson');
  const [search, setSearch] = useSearchParams();
  const code = search.get('code') ?? '';
  const join = useJoinLesson();
  const { mutate } = join;
  const tried = useRef<string | null>(null);

  // The code in the address joins at once (once per code: the ref survives re-renders and React's
  // development double effects). Joining again after a reload is harmless: the server answers the lesson.
  useEffect(() => {
    if (code && tried.current !== code) {
      tried.current = code;
      mutate(code);
    }
  }, [code, mutate]);

  if (join.isSuccess) return <StudentLesson liveLessonId={join.data.liveLessonId} />;
  return (
    <Stack gap="lg" maw={480} mx="auto">
      <Title order={1}>Join a live lesson</Title>
      {join.isPending ? (
        <Text role="status">Joining…</Text>
      ) : (
        <CodeForm
          initial={code}
          error={join.isError ? errorMessageOf(join.error) : null}
          onJoin={(typed) => {
            tried.current = null;
            setSearch({ code: typed }, { replace: true });
            // The same code again (after a failure): the address does not change, so join here.
            if (typed === code) mutate(typed);
          }}
        />
      )}
    </Stack>
  );
}

function CodeForm({
  initial,
  error,
  onJoin,
}: {
  initial: string;
  error: string | null;
  onJoin: (code: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const typed = value.replace(/\s+/g, '').toUpperCase();
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed) onJoin(typed);
      }}
    >
      <Text>Type the code your teacher shows on the board.</Text>
      <TextInput
        label="Join code"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={JOIN_CODE_LENGTH + 4}
        size="lg"
        styles={{ input: { letterSpacing: '0.2em', fontWeight: 700 } }}
        data-testid="join-code-input"
      />
      <Button type="submit" size="lg" disabled={!typed}>
        Join
      </Button>
    </Stack>
  );
}
