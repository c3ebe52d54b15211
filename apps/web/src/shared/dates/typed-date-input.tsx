import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface TypedDateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The value the form holds (an ISO instant or a school day), null for none or for text not yet a date. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The value as the teacher reads it ('' for none). */
  format: (value: string | null) => string;
  /** What the teacher typed as a value, or null when it is not one. */
  parse: (text: string) => string | null;
  /** Shown after leaving the field with text that is not a date: how to write one. */
  formatMessage: string;
}

/**
 * A date (or date and time) typed in the school's format, not the browser's (see typed-dates.ts). The
 * text stays as typed while it is not yet a date, and the form is told null; a value set from outside
 * (the school's defaults, a reset) replaces the text.
 */
export function TypedDateInput({
  value,
  onChange,
  format,
  parse,
  formatMessage,
  error,
  onBlur,
  ...props
}: TypedDateInputProps) {
  const [text, setText] = useState(() => format(value));
  const [left, setLeft] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from the form replaces the text
  useEffect(() => {
    if ((parse(text) ?? null) !== value) setText(format(value));
  }, [value]);
  const unreadable = left && text.trim() !== '' && parse(text) === null;
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        setLeft(false);
        onChange(typed.trim() === '' ? null : parse(typed));
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      error={unreadable ? formatMessage : error}
    />
  );
}
