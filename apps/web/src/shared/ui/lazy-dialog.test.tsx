import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from './app-dialog.tsx';
import { LazyDialog } from './lazy-dialog.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';

function HelloDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Hello">
      <Button onClick={onClose}>Done</Button>
    </AppDialog>
  );
}

const load = vi.fn(async () => ({ default: HelloDialog }));
const LazyHello = lazy(load);

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <LazyDialog dialog={LazyHello} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('LazyDialog', () => {
  it('downloads the dialog when first opened, opens it, and gives focus back on close', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Page />);
    expect(load).not.toHaveBeenCalled();

    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
