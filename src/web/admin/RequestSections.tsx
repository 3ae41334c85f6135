import { Divider } from '@mantine/core';
import type { AdminHistoryRow, AdminHolder } from '../../shared/schemas/admin';
import type { AdminBrandDetail } from './admin-api';
import { CopyableField } from './CopyableField';
import { cepOf, documentOf, phoneOf } from './format';
import { History } from './History';
import { ModalSection } from './ModalSection';
import { type DeskProps, InternalNotes } from './RequestDesk';

/** The holder's address a brand request keeps for the filing; a service request has none. */
type HolderAddress = Omit<AdminBrandDetail['titular'], keyof AdminHolder>;

/** "Titular": the customer's account and, for a brand request, their address. */
export function HolderSection({ titular, address }: { titular: AdminHolder; address?: HolderAddress }) {
  return (
    <ModalSection title="Titular">
      <CopyableField label="Nome completo" value={titular.fullName} />
      <CopyableField label="E-mail" value={titular.Email} />
      <CopyableField label="CPF/CNPJ" value={documentOf(titular.CPF)} />
      <CopyableField label="Telefone" value={phoneOf(titular.phone)} />
      {address && (
        <>
          <CopyableField
            label="Endereço"
            value={[address.Endereco, address.Numero, address.Complemento].filter(Boolean).join(', ')}
          />
          <CopyableField label="Cidade/UF" value={[address.Cidade, address.Estado].filter(Boolean).join('/')} />
          <CopyableField label="CEP" value={cepOf(address.CEP)} />
        </>
      )}
    </ModalSection>
  );
}

/** The foot of a request modal: the team's notes, then the request's history. */
export function NotesAndHistory({
  historico,
  ...notes
}: Omit<DeskProps, 'responsavel'> & { historico: AdminHistoryRow[] }) {
  return (
    <>
      <InternalNotes {...notes} />
      <Divider />
      <ModalSection title="Histórico" grid={false}>
        <History rows={historico} />
      </ModalSection>
    </>
  );
}
