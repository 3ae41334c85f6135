import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import type { PublicConfig } from '../shared/public-config';
import { PublicConfigProvider } from './config';
import type { createAppRouter } from './router';
import { theme } from './theme';

export function App({ router, config }: { router: ReturnType<typeof createAppRouter>; config: PublicConfig }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <PublicConfigProvider config={config}>
        <Notifications position="top-center" autoClose={2000} />
        <RouterProvider router={router} />
      </PublicConfigProvider>
    </MantineProvider>
  );
}
