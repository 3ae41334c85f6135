import { SimpleGrid } from '@mantine/core';
import { formatDocument, maskPhone } from '../../shared/documents';
import type { Profile } from '../../shared/schemas/profile';
import { ReadOnlyField } from './ReadOnlyField';

/** The holder's data, read only (the orders are in this name): the same block on /new-payment, the review and the wizard. */
export function HolderDetails({ profile }: { profile: Pick<Profile, 'fullName' | 'Email' | 'CPF' | 'phone'> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      <ReadOnlyField label="Nome completo" value={profile.fullName} />
      <ReadOnlyField label="E-mail" value={profile.Email} email />
      <ReadOnlyField label="CPF ou CNPJ" value={formatDocument(profile.CPF)} />
      <ReadOnlyField label="Telefone" value={maskPhone(profile.phone)} />
    </SimpleGrid>
  );
}
