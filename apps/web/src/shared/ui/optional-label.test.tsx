import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldLabel, withOptional } from './optional-label.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';

describe('optional field labels', () => {
  it('adds " (Optional)" to an optional field, as part of its accessible name', () => {
    renderWithMantine(<TextInput label={withOptional('Phone number', true)} />);
    expect(screen.getByRole('textbox', { name: 'Phone number (Optional)' })).toBeTruthy();
  });

  it('leaves a required field alone', () => {
    renderWithMantine(<TextInput label={withOptional('Email address', false)} />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.queryByText(/Optional/)).toBeNull();
  });

  it('marks optional by default with withOptional', () => {
    renderWithMantine(<TextInput label={withOptional('Notes')} />);
    expect(screen.getByRole('textbox', { name: 'Notes (Optional)' })).toBeTruthy();
  });

  it('styles the mark apart from the label text', () => {
    renderWithMantine(
      <p>
        <FieldLabel optional>Class name</FieldLabel>
      </p>,
    );
    const mark = screen.getByText('(Optional)');
    expect(mark.tagName).toBe('SPAN');
    expect(mark.textContent).toBe(' (Optional)');
    expect(mark.className).not.toBe('');
  });
});
