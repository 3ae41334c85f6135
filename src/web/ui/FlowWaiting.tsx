import { Loader, Stack } from '@mantine/core';

/** A flow's place while its code loads or its state moves to another page: a spinner, never a blank page. */
export function FlowWaiting() {
  return (
    <Stack align="center" py={80}>
      <Loader aria-label="Carregando" />
    </Stack>
  );
}
