import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { AdminBrandDetail } from './admin-api';
import { useCopyWithToast } from '../ui/copy-text';
import { CopyableField } from './CopyableField';
import { filingGroups, filingText, VIENNA_LABEL } from './filing-fields';
import { ViennaCodes } from './ViennaCodes';

const COPIED_ALL = 'Todos os dados do depósito foram copiados para a área de transferência';

/** "Dados para o e-Marcas": the request's data in the order the INPI's form asks for it, each field copied with a click. */
export function FilingPanel({
  brand,
  onSaved,
}: {
  brand: AdminBrandDetail;
  onSaved: (brand: AdminBrandDetail) => void;
}) {
  const copy = useCopyWithToast();
  const groups = filingGroups(brand);
  return (
    <Stack gap="sm" component="section" aria-label="Dados para o e-Marcas">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700} style={{ letterSpacing: '0.04em' }}>
          Dados para o e-Marcas
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} />}
          onClick={() => void copy(filingText(groups), COPIED_ALL, 2000)}
        >
          Copiar tudo
        </Button>
      </Group>
      {groups.map((group) => (
        <Paper key={group.title} withBorder p="xs" radius="sm">
          <Text size="xs" fw={700} mb={2}>
            {group.title}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing={4} verticalSpacing={2}>
            {group.fields.map((field) => (
              <CopyableField key={field.label} label={field.label} value={field.value} />
            ))}
          </SimpleGrid>
          {group.fields.some((field) => field.label === VIENNA_LABEL) && (
            <ViennaCodes brand={brand} onSaved={onSaved} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
