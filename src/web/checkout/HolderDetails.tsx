import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDocument, maskPhone } from '../../shared/documents';
import type { Profile } from '../../shared/schemas/profile';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </Stack>
  );
}

/** The holder's data, read only: the orders are in this name. */
export function HolderDetails({ profile }: { profile: Profile }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      <Detail label="Nome completo" value={profile.fullName} />
      <Detail label="E-mail" value={profile.Email} />
      <Detail label="CPF ou CNPJ" value={formatDocument(profile.CPF)} />
      <Detail label="Telefone" value={maskPhone(profile.phone)} />
    </SimpleGrid>
  );
}
