import { Box, Container, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A landing or blog section: an anchor, an h2 with its lead, and the content. */
export function Section({
  id,
  title,
  lead,
  bg,
  mark,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  bg?: MantineColor;
  mark?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-titulo`} py={64} bg={bg} style={{ scrollMarginTop: 72 }}>
      <Container size="lg">
        <Stack gap="xs" ta="center" maw={680} mx="auto" mb={40}>
          <Title order={2} id={`${id}-titulo`} fz={{ base: 26, sm: 32 }} c="marca.9">
            {title}
          </Title>
          {lead && (
            <Text c="dimmed" size="lg">
              {lead}
            </Text>
          )}
          {mark}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
