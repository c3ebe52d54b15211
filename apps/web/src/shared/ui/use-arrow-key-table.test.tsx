import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useArrowKeyTable } from './use-arrow-key-table.ts';

const SPACER = { 'aria-hidden': true } as const;

/** A header of two sort buttons, then two rows: a checkbox and a name link, a plain cell, two answer buttons. */
function Grid() {
  const table = useRef<HTMLTableElement>(null);
  const keys = useArrowKeyTable(table);
  return (
    <>
      <button type="button">Before</button>
      <table ref={table} {...keys}>
        <thead>
          <tr>
            <th>
              <button type="button">Sort by name</button>
            </th>
            <th>Score</th>
            <th>
              <button type="button">Sort by Q1</button>
            </th>
            <th>Q2</th>
          </tr>
        </thead>
        <tbody>
          {['Amy', 'Ben'].map((name) => (
            <tr key={name}>
              <td>
                <input type="checkbox" aria-label={`Select ${name}`} />
                <a href={`#${name}`}>{name}</a>
              </td>
              <td>{name === 'Amy' ? '80%' : '60%'}</td>
              <td>
                <button type="button">{`${name} Q1`}</button>
              </td>
              <td>
                <button type="button">{`${name} Q2`}</button>
              </td>
            </tr>
          ))}
          {/* A windowing spacer, as the results grid draws it (hidden, one cell). */}
          <tr {...SPACER}>
            <td colSpan={4} />
          </tr>
        </tbody>
      </table>
      <button type="button">After</button>
    </>
  );
}

describe('a table walked by the arrow keys', () => {
  it('is one Tab stop, and the arrow keys, Home and End move from cell to cell', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort by name' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort by name' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Amy' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Amy' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByText('80%'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Amy Q1' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ben Q1' }));
    // The hidden spacer row is not a row to move to.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ben Q1' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ben Q2' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Ben' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort by name' }));

    // Tab leaves the table, and comes back to where it was.
    await user.keyboard('{ArrowDown}{End}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Amy Q2' }));
  });
});
