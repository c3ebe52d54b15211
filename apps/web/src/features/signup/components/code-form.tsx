import { Button, Stack, TextInput } from '@mantine/core';
import { INVITATION_CODE_MESSAGE, normaliseInvitationCode } from '@mathsight/contract/invitations.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { useCheckInvitation } from '../api/get-invitation.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import classes from './signup.module.css';

/**
 * A code typed (or brought by a link's `?code=`, checked at once, once) and checked for `role`: a
 * code for another role is refused with `wrongRole`; 404 is the server's one answer for an unknown,
 * used, withdrawn or expired code. The student's class code and the parent's code pages share it.
 */
export function useCodeCheck(role: 'Student' | 'Parent', wrongRole: string, enabled = true) {
  const [search] = useSearchParams();
  const check = useCheckInvitation();
  const { invitationCode, invitationCodeProfile, codeError, codeAccepted, codeRefused } =
    useOnboardingStore();
  const fromLink = search.get('code');
  const [code, setCode] = useState(fromLink ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (value: string) => {
    try {
      const profile = await check.mutateAsync(value);
      if (profile.role !== role) {
        codeRefused(wrongRole);
        return;
      }
      codeAccepted(normaliseInvitationCode(value), profile);
    } catch (error) {
      const unknown = isApiError(error) && error.status === 404;
      codeRefused(unknown ? INVITATION_CODE_MESSAGE : (fieldErrorsOf(error).code ?? errorMessageOf(error)));
      inputRef.current?.focus();
    }
  };
  const submitLatest = useRef(submit);
  submitLatest.current = submit;
  useEffect(() => {
    if (fromLink && enabled) void submitLatest.current(fromLink);
  }, [fromLink, enabled]);

  const accepted =
    invitationCodeProfile?.role === role && invitationCode === normaliseInvitationCode(code)
      ? invitationCodeProfile
      : null;
  return {
    code,
    setCode,
    inputRef,
    submit,
    pending: check.isPending,
    codeError,
    invitationCode: invitationCode ?? '',
    accepted,
  };
}

/** The code's form: its field and, until the code is accepted, Check my code. */
export function CodeForm({
  form,
  label,
  formName,
}: {
  form: ReturnType<typeof useCodeCheck>;
  label: string;
  formName: string;
}) {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void form.submit(form.code);
      }}
      noValidate
      aria-label={formName}
    >
      <Stack gap="md">
        <TextInput
          ref={form.inputRef}
          label={label}
          placeholder="ABCDE-FGHJK"
          value={form.code}
          onChange={(e) => form.setCode(e.currentTarget.value)}
          error={form.codeError}
          classNames={{ input: classes.code }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          withAsterisk={false}
          data-autofocus
        />
        {!form.accepted && (
          <Button type="submit" fullWidth loading={form.pending}>
            Check my code
          </Button>
        )}
      </Stack>
    </form>
  );
}
