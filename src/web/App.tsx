import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import type { PublicConfig } from '../shared/public-config';
import { PublicConfigProvider } from './config';
import type { createAppRouter } from './router';
import { ToastProvider } from './ui/ToastProvider';
import { cssVariablesResolver, theme } from './theme';
import { SandboxBand } from './ui/SandboxBand';
import { SkipLink } from './ui/SkipLink';

export function App({ router, config }: { router: ReturnType<typeof createAppRouter>; config: PublicConfig }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <PublicConfigProvider config={config}>
        <ToastProvider>
          <SkipLink />
          <SandboxBand />
          <RouterProvider router={router} />
        </ToastProvider>
      </PublicConfigProvider>
    </MantineProvider>
  );
}
