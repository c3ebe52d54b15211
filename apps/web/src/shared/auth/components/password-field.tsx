import { Box, PasswordInput, Progress, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { loadStrengthChecker, STRENGTH_LABELS, type Strength } from '../password-strength.ts';

const COLOURS = ['red.8', 'red.8', 'orange.9', 'teal.8', 'green.9'] as const;

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field (modelState.password), shown under it. */
  error?: string | undefined;
  /** The person's names, username and email: a password built from them is weak. */
  userInputs?: string[];
  autoComplete?: 'new-password' | 'current-password';
  name?: string;
  required?: boolean;
  /** Off for the "current password" field: its strength is not the question. */
  showStrength?: boolean;
}

/**
 * A new password: the NIST rule in words (at least 8 characters; common passwords refused) and a
 * strength meter from zxcvbn-ts, announced politely to screen readers as the person types.
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  userInputs = [],
  autoComplete = 'new-password',
  name,
  required = true,
  showStrength = true,
}: Props) {
  const hintId = useId();
  const strength = usePasswordStrength(showStrength ? value : '', userInputs);
  return (
    <Box>
      <PasswordInput
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required={required}
        // The app marks optional fields "(Optional)" rather than required ones with "*".
        withAsterisk={false}
        autoComplete={autoComplete}
        aria-describedby={showStrength ? hintId : undefined}
        description={
          showStrength ? 'At least 8 characters. A few unrelated words make a strong password.' : undefined
        }
      />
      {showStrength && (
        <Box id={hintId} mt={6} aria-live="polite">
          {strength && value !== '' && (
            <>
              <Progress
                value={(strength.score + 1) * 20}
                color={COLOURS[strength.score]}
                size="sm"
                aria-hidden
              />
              {/* The bar carries the colour; the words stay in the body colour, readable on any tint. */}
              <Text size="sm" mt={4} fw={600}>
                Strength: {STRENGTH_LABELS[strength.score]}
              </Text>
              {(strength.warning || strength.suggestions[0]) && (
                <Text size="sm" c="dimmed">
                  {strength.warning || strength.suggestions[0]}
                </Text>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The strength of `password`, once the checker has loaded (null before, and for an empty password). */
function usePasswordStrength(password: string, userInputs: string[]): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputs = userInputs.join('\u0000');
  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let current = true;
    void loadStrengthChecker().then((check) => {
      if (current) setStrength(check(password, inputs.split('\u0000').filter(Boolean)));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return strength;
}
