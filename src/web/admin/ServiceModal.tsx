import { Divider, Stack, Text } from '@mantine/core';
import { serviceStatuses } from '../../../machines/request-status/request-status';
import { messages } from '../../shared/messages';
import { SEARCH_PLAN } from '../../shared/schemas/service-request';
import type { ServiceAnswer } from '../../../machines/service-request/service-answers';
import {
  downloadServicePowerOfAttorney,
  getService,
  undoServiceChange,
  updateService,
  type AdminServiceDetail,
} from './admin-api';
import { DownloadButton } from './DownloadButton';
import { Assignment } from './RequestDesk';
import { HolderSection, NotesAndHistory } from './RequestSections';
import { CopyableField } from './CopyableField';
import { formatDateTime, yesNo } from './format';
import { ModalSection } from './ModalSection';
import { RequestModal } from './RequestModal';
import { SearchDraftSection } from './SearchDraftSection';
import { ServiceFiling } from './ServiceFiling';
import { StatusProgress } from './StatusProgress';
import { useDetail } from './use-detail';
import { serviceSubject, viewName } from './view-names';

/** What the service forms collect (spec section 3), labelled; other keys are shown as they come. */
const dataLabels: Record<ServiceAnswer, string> & Record<string, string> = {
  nomeMarca: 'Nome da marca',
  segmento: 'Segmento',
  marcaJaUtilizada: 'Marca já utilizada',
  tempoUsada: 'Tempo de uso',
  cadastroInpi: 'Cadastro no INPI',
  processoInpi: 'Número do processo no INPI',
};

const shown = (value: unknown) =>
  typeof value === 'boolean'
    ? yesNo(value)
    : value === null || value === undefined
      ? null
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

const messageHint = 'O cliente lê esta mensagem em Ver detalhes quando o serviço está Concluído.';

export const protocolOf = (service: Pick<AdminServiceDetail, 'id' | 'numProtocolo'>) =>
  service.numProtocolo ?? String(service.id);

/** The form's answers beyond the brand name and segment (shown above), or a word that there are none yet. */
function ServiceData({ service }: { service: AdminServiceDetail }) {
  const answers = Object.entries(service.dados).filter(([key]) => key !== 'nomeMarca' && key !== 'segmento');
  if (answers.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        O cliente ainda não preencheu o formulário deste serviço.
      </Text>
    );
  }
  return answers.map(([key, value]) => <CopyableField key={key} label={dataLabels[key] ?? key} value={shown(value)} />);
}

/** A service request: its data, the status and the message to the customer (saved together), the procuração. */
export function ServiceModal({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { detail, replace } = useDetail(getService, id);
  const saved = (service: AdminServiceDetail) => {
    replace(service);
    onChanged();
  };
  const reload = () => getService(id).then(saved);
  return (
    <RequestModal
      title={`Você está visualizando o serviço de id ${id}`}
      opener={viewName(serviceSubject(id))}
      detail={detail}
      onClose={onClose}
    >
      {(service) => (
        <Stack gap="lg">
          <Assignment kind="servico" id={service.id} responsavel={service.responsavel} onChanged={reload} />
          <StatusProgress<AdminServiceDetail>
            kind="servico"
            label="Status do serviço"
            statuses={serviceStatuses}
            status={service.status}
            conclusao={service.conclusao}
            desfazer={service.desfazer}
            keptMessage={{ current: service.mensagem, hint: messageHint, of: (saved) => saved.mensagem }}
            save={(change) => updateService(service.id, change).then((answer) => ({ ...answer, value: answer.data }))}
            undo={(evento) =>
              undoServiceChange(service.id, evento).then((answer) => ({ ...answer, value: answer.data }))
            }
            onSaved={saved}
            statusOf={(saved) => saved.status}
          />
          <ModalSection title="Serviço">
            <CopyableField label="ID" value={service.id} />
            <CopyableField label="Protocolo" value={service.numProtocolo} />
            <CopyableField label="Serviço" value={service.servico} />
            <CopyableField label="Status do pagamento" value={service.statusPagamento} />
            <CopyableField label="Nome da marca" value={service.nomeMarca} />
            <CopyableField label="Segmento" value={service.segmento} />
            <CopyableField label="Criado em" value={formatDateTime(service.criadoEm)} />
          </ModalSection>
          <Divider />
          <ModalSection title="Dados do serviço">
            <ServiceData service={service} />
          </ModalSection>
          <Divider />
          <HolderSection titular={service.titular} />
          <Divider />
          <ServiceFiling service={service} onSaved={saved} />
          <Divider />
          {service.planId === SEARCH_PLAN && (
            <>
              <SearchDraftSection serviceId={service.id} />
              <Divider />
            </>
          )}
          <PowerOfAttorney service={service} />
          <Divider />
          <NotesAndHistory
            kind="servico"
            id={service.id}
            notas={service.notas}
            historico={service.historico}
            onChanged={reload}
          />
        </Stack>
      )}
    </RequestModal>
  );
}

function PowerOfAttorney({ service }: { service: AdminServiceDetail }) {
  if (service.procuracao === 'nao-se-aplica') {
    return (
      <ModalSection title="Procuração" grid={false}>
        <Text size="sm" c="dimmed">
          {messages.admin.searchHasNoPowerOfAttorney}
        </Text>
      </ModalSection>
    );
  }
  return (
    <ModalSection title="Procuração" grid={false}>
      {service.procuracao === 'pendente' && (
        <Text size="sm" c="dimmed">
          {messages.admin.powerOfAttorneyMissing}
        </Text>
      )}
      <DownloadButton
        label="Baixar procuração"
        fileName={`procuracao_${protocolOf(service)}.pdf`}
        load={() => downloadServicePowerOfAttorney(service.id)}
        disabled={service.procuracao !== 'enviada'}
      />
    </ModalSection>
  );
}
