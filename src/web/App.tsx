import './ui/site-styles';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import type { PublicConfig } from '../shared/public-config';
import { PublicConfigProvider } from './config';
import type { createAppRouter } from './router';
import { ToastHost } from './ui/ToastHost';
import { cssVariablesResolver, theme } from './theme';
import { SandboxBand } from './ui/SandboxBand';

export function App({ router, config }: { router: ReturnType<typeof createAppRouter>; config: PublicConfig }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <PublicConfigProvider config={config}>
        <ToastHost />
        <SandboxBand />
        <RouterProvider router={router} />
      </PublicConfigProvider>
    </MantineProvider>
  );
}
