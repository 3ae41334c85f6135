import { Button, Divider, Group, Paper, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  brandStatuses,
  canSetStatus,
  concludeBlockers,
  isConcluded,
  isRejected,
} from '../../../machines/request-status';
import { messages } from '../../shared/messages';
import { INPI_PROCESS_DIGITS, type AdminBrandDetail } from '../../shared/schemas/admin';
import { errorMessage } from '../api/client';
import { SignatureBadge } from '../ui/SignatureBadge';
import { useToast } from '../ui/toast';
import { refocusIfLost } from '../ui/use-focus-return';
import { downloadBrandFiles, getBrand, saveBlob, updateBrand } from './admin-api';
import { CopyableField } from './CopyableField';
import { cepOf, documentOf, fileSize, formatDate, formatDateTime, phoneOf, yesNo } from './format';
import { History } from './History';
import { ModalSection } from './ModalSection';
import { RequestModal } from './RequestModal';
import { StatusBadge } from './StatusBadge';
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
  return (
    <RequestModal
      title={`Você está visualizando a requisição de id ${id}`}
      opener={viewName(brandSubject(id))}
      detail={detail}
      onClose={onClose}
    >
      {(brand) => (
        <Stack gap="lg">
          <BrandProgress
            brand={brand}
            onSaved={(saved) => {
              replace(saved);
              onChanged();
            }}
          />
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
          <ModalSection title="Proprietários" grid={false}>
            {brand.proprietarios.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum proprietário informado ainda.
              </Text>
            ) : (
              brand.proprietarios.map((owner, index) => (
                <Paper key={`${owner.doc_num}-${index}`} withBorder p={4} radius="sm">
                  <Group grow gap={4} align="flex-start" wrap="wrap">
                    <CopyableField label={`Proprietário ${index + 1}`} value={owner.nome} />
                    <CopyableField label={`E-mail do proprietário ${index + 1}`} value={owner.email} />
                    <CopyableField
                      label={`${owner.tipo_doc.toUpperCase()} do proprietário ${index + 1}`}
                      value={documentOf(owner.doc_num)}
                    />
                  </Group>
                </Paper>
              ))
            )}
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
          <ModalSection title="Histórico" grid={false}>
            <History rows={brand.historico} />
          </ModalSection>
        </Stack>
      )}
    </RequestModal>
  );
}

function BrandProgress({ brand, onSaved }: { brand: AdminBrandDetail; onSaved: (brand: AdminBrandDetail) => void }) {
  const toast = useToast();
  const [status, setStatus] = useState<string | null>(brand.Status);
  const [processo, setProcesso] = useState(brand.processoInpi ?? '');
  const [protocolo, setProtocolo] = useState(brand.protocolo ?? '');
  const [saving, setSaving] = useState<'status' | 'processo' | null>(null);
  const statusField = useRef<HTMLInputElement>(null);
  const processField = useRef<HTMLInputElement>(null);
  const processoInvalid = processo !== '' && processo.length !== INPI_PROCESS_DIGITS;
  const [mensagem, setMensagem] = useState('');
  const statusChanged =
    status !== null &&
    status !== brand.Status &&
    canSetStatus('marca', brand.Status, status, brand.conclusao, mensagem);
  const blockers = status !== null && isConcluded(status) ? concludeBlockers('marca', brand.conclusao) : [];
  const filingChanged = processo !== (brand.processoInpi ?? '') || protocolo.trim() !== (brand.protocolo ?? '');

  async function save(kind: 'status' | 'processo') {
    setSaving(kind);
    try {
      const body =
        kind === 'status'
          ? { status: status!, mensagem: mensagem.trim() || null }
          : { processoInpi: processo || null, protocolo: protocolo.trim() || null };
      const answer = await updateBrand(brand.ID, body);
      toast({ color: 'green', message: kind === 'status' ? answer.mensagem : messages.admin.saved });
      onSaved(answer.marca);
    } catch (error) {
      toast({ color: 'red', message: errorMessage(error, messages.admin.updateFailed) });
    } finally {
      setSaving(null);
      refocusIfLost(kind === 'status' ? statusField.current : processField.current);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>Andamento</Text>
          <StatusBadge status={brand.Status} />
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            ref={statusField}
            label="Status da requisição"
            data={[...brandStatuses]}
            value={status}
            onChange={setStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 200px' }}
          />
          <Button onClick={() => void save('status')} disabled={!statusChanged} loading={saving === 'status'}>
            Atualizar
          </Button>
        </Group>
        {blockers.length > 0 && (
          <Text size="sm" c="red.8">
            {messages.admin.concludeRefused(blockers)}
          </Text>
        )}
        <Textarea
          label={
            status !== null && isRejected(status)
              ? 'Motivo da rejeição (enviado ao cliente)'
              : 'Mensagem ao cliente (opcional)'
          }
          description={status !== null && isRejected(status) ? messages.admin.rejectionReasonRequired : undefined}
          autosize
          minRows={2}
          maxLength={2000}
          value={mensagem}
          onChange={(event) => setMensagem(event.currentTarget.value)}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={processField}
            label="Número do processo no INPI"
            placeholder="9 dígitos"
            inputMode="numeric"
            maxLength={INPI_PROCESS_DIGITS}
            value={processo}
            onChange={(event) => setProcesso(event.currentTarget.value.replace(/\D/g, ''))}
            error={processoInvalid ? messages.admin.processInvalid : undefined}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            label="Protocolo"
            value={protocolo}
            maxLength={40}
            onChange={(event) => setProtocolo(event.currentTarget.value)}
            style={{ flex: '1 1 160px' }}
          />
          <Button
            variant="light"
            mt={25}
            onClick={() => void save('processo')}
            disabled={!filingChanged || processoInvalid}
            loading={saving === 'processo'}
          >
            Salvar processo
          </Button>
        </Group>
      </Stack>
    </Paper>
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
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
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
