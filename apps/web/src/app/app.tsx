import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications />
      <main>
        <h1>Mathsight</h1>
      </main>
    </MantineProvider>
  );
}
