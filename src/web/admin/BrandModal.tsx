import { classNumbersText } from '../../shared/brand-classes';
import { Divider, Stack, Table, Text } from '@mantine/core';
import { brandStatuses } from '../../../machines/request-status/request-status';
import { messages } from '../../shared/messages';
import type { AdminBrandDetail } from './admin-api';
import { SignatureBadge } from '../ui/SignatureBadge';
import { downloadBrandFiles, getBrand, undoBrandChange, updateBrand } from './admin-api';
import { DownloadButton } from './DownloadButton';
import { documentLabels } from './filing-fields';
import { FilingChecklistPanel } from './FilingChecklistPanel';
import { FilingPanel } from './FilingPanel';
import { StaffValidity } from './StaffValidity';
import { Assignment } from './RequestDesk';
import { HolderSection, NotesAndHistory } from './RequestSections';
import { CopyableField } from './CopyableField';
import { fileSize, formatDate, formatDateTime, yesNo } from './format';
import { ModalSection } from './ModalSection';
import { RequestModal } from './RequestModal';
import { StatusProgress } from './StatusProgress';
import { useDetail } from './use-detail';
import { brandSubject, viewName } from './view-names';

/** "Você está visualizando a requisição de id {id}": everything about a brand request, its status and files. */
export function BrandModal({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { detail, replace } = useDetail(getBrand, id);
  const saved = (brand: AdminBrandDetail) => {
    replace(brand);
    onChanged();
  };
  const reload = () => getBrand(id).then(saved);
  return (
    <RequestModal
      title={`Você está visualizando a requisição de id ${id}`}
      opener={viewName(brandSubject(id))}
      detail={detail}
      onClose={onClose}
    >
      {(brand) => (
        <Stack gap="lg">
          <Assignment kind="marca" id={brand.ID} responsavel={brand.responsavel} onChanged={reload} />
          <StatusProgress
            kind="marca"
            label="Status da requisição"
            statuses={brandStatuses}
            status={brand.Status}
            conclusao={brand.conclusao}
            desfazer={brand.desfazer}
            save={(change) => updateBrand(brand.ID, change).then((answer) => ({ ...answer, value: answer.marca }))}
            undo={(evento) => undoBrandChange(brand.ID, evento).then((answer) => ({ ...answer, value: answer.marca }))}
            onSaved={saved}
            statusOf={(saved) => saved.Status}
          />
          <FilingChecklistPanel key={brand.checklist.atualizadoEm ?? 'nova'} brand={brand} onSaved={saved} />
          <FilingPanel brand={brand} onSaved={saved} />
          {brand.processoInpi && <StaffValidity brand={brand} onSaved={saved} />}
          <Divider />
          <ModalSection title="Dados internos">
            <CopyableField label="ID da requisição" value={brand.ID} />
            <CopyableField label="Status do pagamento" value={brand.statusPagamento} />
            <CopyableField label="Plano" value={brand.plano} />
            <CopyableField label="Status" value={brand.Status} />
            <CopyableField label="Criada em" value={formatDateTime(brand.criadoEm)} />
            <CopyableField label="Enviada pelo cliente em" value={formatDateTime(brand.confirmadoEm)} />
          </ModalSection>
          <Divider />
          <HolderSection titular={brand.titular} address={brand.titular} />
          <Divider />
          <ModalSection title="Dados da marca">
            <CopyableField label="Nome da marca" value={brand.Nome} />
            <CopyableField label="Tipo" value={brand.Tipo} />
            <CopyableField
              label={brand.classes.length > 1 ? 'Classes de Nice' : 'Classe de Nice'}
              value={classNumbersText(brand.classes) || null}
            />
            <CopyableField label="Área de atuação" value={brand.AreaAtuacao} />
            <CopyableField label="Descrição" value={brand.Descricao} />
            <CopyableField label="Marca já utilizada" value={yesNo(brand.MarcaJaUtilizada)} />
            <CopyableField label="Data do primeiro uso" value={formatDate(brand.DataPrimeiroUso)} />
            <CopyableField label="Registro internacional" value={yesNo(brand.RegistroInternacional)} />
            <CopyableField label="Número do registro internacional" value={brand.NumeroRegistroInternacional} />
            <CopyableField label="País de registro" value={brand.PaisDeRegistro} />
          </ModalSection>
          <Divider />
          <BrandDocuments brand={brand} />
          <Divider />
          <NotesAndHistory
            kind="marca"
            id={brand.ID}
            notas={brand.notas}
            historico={brand.historico}
            onChanged={reload}
          />
        </Stack>
      )}
    </RequestModal>
  );
}

function BrandDocuments({ brand }: { brand: AdminBrandDetail }) {
  return (
    <ModalSection title="Documentos" grid={false}>
      {brand.documentos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.admin.noDocuments}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} fz="sm" className="stacked-on-phone">
          <Table.Tbody>
            {brand.documentos.map((file) => (
              <Table.Tr key={file.tipo}>
                <Table.Td c="dimmed">{documentLabels[file.tipo] ?? file.tipo}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {file.nome}
                  {file.assinatura && (
                    <SignatureBadge
                      assinadaDigitalmente={file.assinatura.situacao === 'assinada'}
                      assinatura={file.assinatura}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {fileSize(file.tamanho)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <DownloadButton
        label="Baixar documentos"
        fileName="arquivos.zip"
        load={() => downloadBrandFiles(brand.ID)}
        disabled={brand.documentos.length === 0}
      />
    </ModalSection>
  );
}
