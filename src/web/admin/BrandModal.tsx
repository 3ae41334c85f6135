import { Button, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { brandStatuses } from '../../../machines/request-status';
import { messages } from '../../shared/messages';
import type { AdminBrandDetail } from '../../shared/schemas/admin';
import { errorMessage } from '../api/client';
import { SignatureBadge } from '../ui/SignatureBadge';
import { useToast } from '../ui/toast';
import { downloadBrandFiles, getBrand, saveBlob, undoBrandChange, updateBrand } from './admin-api';
import { FilingChecklistPanel } from './FilingChecklistPanel';
import { FilingPanel } from './FilingPanel';
import { Assignment, InternalNotes } from './RequestDesk';
import { CopyableField } from './CopyableField';
import { cepOf, documentOf, fileSize, formatDate, formatDateTime, phoneOf, yesNo } from './format';
import { History } from './History';
import { ModalSection } from './ModalSection';
import { RequestModal } from './RequestModal';
import { StatusProgress } from './StatusProgress';
import { useDetail } from './use-detail';
import { brandSubject, viewName } from './view-names';

const documentLabels: Record<string, string> = {
  logo: 'Logotipo',
  comprovanteRes: 'Comprovante de residência',
  docFoto: 'Documento com foto',
  procuracao: 'Procuração assinada',
};

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
          <Divider />
          <ModalSection title="Dados internos">
            <CopyableField label="ID da requisição" value={brand.ID} />
            <CopyableField label="Status do pagamento" value={brand.Status_pagamento} />
            <CopyableField label="Plano" value={brand.plano} />
            <CopyableField label="Status" value={brand.Status} />
            <CopyableField label="Criada em" value={formatDateTime(brand.criadoEm)} />
            <CopyableField label="Enviada pelo cliente em" value={formatDateTime(brand.confirmadoEm)} />
          </ModalSection>
          <Divider />
          <ModalSection title="Titular">
            <CopyableField label="Nome completo" value={brand.titular.fullName} />
            <CopyableField label="E-mail" value={brand.titular.Email} />
            <CopyableField label="CPF/CNPJ" value={documentOf(brand.titular.CPF)} />
            <CopyableField label="Telefone" value={phoneOf(brand.titular.phone)} />
            <CopyableField
              label="Endereço"
              value={[brand.titular.Endereco, brand.titular.Numero, brand.titular.Complemento]
                .filter(Boolean)
                .join(', ')}
            />
            <CopyableField
              label="Cidade/UF"
              value={[brand.titular.Cidade, brand.titular.Estado].filter(Boolean).join('/')}
            />
            <CopyableField label="CEP" value={cepOf(brand.titular.CEP)} />
          </ModalSection>
          <Divider />
          <ModalSection title="Dados da marca">
            <CopyableField label="Nome da marca" value={brand.Nome} />
            <CopyableField label="Tipo" value={brand.Tipo} />
            <CopyableField label="Classe de Nice" value={brand.ClasseNice} />
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
          <InternalNotes kind="marca" id={brand.ID} notas={brand.notas} onChanged={reload} />
          <Divider />
          <ModalSection title="Histórico" grid={false}>
            <History rows={brand.historico} />
          </ModalSection>
        </Stack>
      )}
    </RequestModal>
  );
}

function BrandDocuments({ brand }: { brand: AdminBrandDetail }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadBrandFiles(brand.ID), 'arquivos.zip');
    } catch (error) {
      toast({ color: 'red', message: errorMessage(error, messages.admin.downloadFailed) });
    } finally {
      setDownloading(false);
    }
  }
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
      <Group>
        <Button
          leftSection={<IconDownload size={16} />}
          variant="default"
          onClick={() => void download()}
          loading={downloading}
          disabled={brand.documentos.length === 0}
        >
          Baixar documentos
        </Button>
      </Group>
    </ModalSection>
  );
}
