import { Anchor, Group, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { usePublicConfig } from '../config';

/** The spec's "Desenvolvido por" line, shared by every footer. */
export function DeveloperCredit() {
  const { developerName, developerUrl } = usePublicConfig();
  const name = developerUrl ? (
    <Anchor href={developerUrl} target="_blank" rel="noopener noreferrer" size="sm">
      {developerName}
    </Anchor>
  ) : (
    <Text span size="sm" fw={600}>
      {developerName}
    </Text>
  );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        Desenvolvido por
      </Text>
      <IconCode size={16} aria-hidden />
      {name}
    </Group>
  );
}
