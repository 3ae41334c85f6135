import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the request modals; `grid` lays copyable fields two to a row from tablet width, three on a wide screen (RequestModal widens there). */
export function ModalSection({ title, children, grid = true }: { title: string; children: ReactNode; grid?: boolean }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700} style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing={4} verticalSpacing={2}>
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Stack>
  );
}
