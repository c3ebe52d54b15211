import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../ui/testing/render-with-mantine.tsx';
import { PasswordField } from './password-field.tsx';

function Harness({ userInputs = [] }: { userInputs?: string[] }) {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" value={value} onChange={setValue} userInputs={userInputs} />;
}

describe('PasswordField', () => {
  it('rates a common password very weak and a passphrase very strong, with its label', async () => {
    renderWithMantine(<Harness />);
    const field = screen.getByLabelText(/^Password/);
    expect(field.getAttribute('autocomplete')).toBe('new-password');
    await userEvent.type(field, 'password');
    expect(await screen.findByText('Strength: Very weak')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'violet tractor sings');
    expect(await screen.findByText('Strength: Very strong')).toBeTruthy();
  });

  it("counts the person's own name against the password", async () => {
    renderWithMantine(<Harness userInputs={['Priyanka', 'Shahbazi']} />);
    await userEvent.type(screen.getByLabelText(/^Password/), 'priyankashahbazi');
    expect(await screen.findByText(/Strength: (Very weak|Weak)/)).toBeTruthy();
  });
});
