import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusWhenLost } from './use-focus-when-lost.ts';

/** Two steps, each a button that replaces itself with the other, and a button that stays. */
function Steps() {
  const [step, setStep] = useState(1);
  const ref = useFocusWhenLost<HTMLButtonElement>(String(step));
  return (
    <div>
      {step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          First
        </button>
      ) : (
        <button type="button" ref={ref} onClick={() => setStep(1)}>
          Second
        </button>
      )}
      <button type="button" onClick={() => setStep((s) => (s === 1 ? 2 : 1))}>
        Switch
      </button>
    </div>
  );
}

describe('useFocusWhenLost', () => {
  it('moves the focus to the new step when the pressed button was removed', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('leaves the focus where it is when that element is still on the page', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    // The step changed, but the pressed button is still there: it keeps the focus.
    expect(screen.getByRole('button', { name: 'Second' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch' }));
  });

  it('does not take the focus on the first render', () => {
    render(<Steps />);
    expect(document.activeElement).toBe(document.body);
  });
});
