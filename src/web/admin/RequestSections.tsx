import { Divider } from '@mantine/core';
import type { AdminBrandDetail, AdminHistoryRow, AdminHolder } from '../../shared/schemas/admin';
import { CopyableField } from './CopyableField';
import { cepOf, documentOf, phoneOf } from './format';
import { History } from './History';
import { ModalSection } from './ModalSection';
import { type DeskProps, InternalNotes } from './RequestDesk';

/** "Titular": the customer's account, and their address where the request holds one (a brand's, for the filing). */
export function HolderSection({ titular }: { titular: AdminHolder | AdminBrandDetail['titular'] }) {
  return (
    <ModalSection title="Titular">
      <CopyableField label="Nome completo" value={titular.fullName} />
      <CopyableField label="E-mail" value={titular.Email} />
      <CopyableField label="CPF/CNPJ" value={documentOf(titular.CPF)} />
      <CopyableField label="Telefone" value={phoneOf(titular.phone)} />
      {'CEP' in titular && (
        <>
          <CopyableField
            label="Endereço"
            value={[titular.Endereco, titular.Numero, titular.Complemento].filter(Boolean).join(', ')}
          />
          <CopyableField label="Cidade/UF" value={[titular.Cidade, titular.Estado].filter(Boolean).join('/')} />
          <CopyableField label="CEP" value={cepOf(titular.CEP)} />
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
