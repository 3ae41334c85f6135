import { capitalized } from '../../shared/capitalized';
import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDocument } from '../../shared/documents';
import { messages } from '../../shared/messages';
import type { SignatureCheckAnswer } from '../../shared/schemas/brand-wizard';
import { postFiles } from '../api/brand-wizard';
import { api } from '../api/client';
import type { ApiFailure } from '../../../machines/shared/api-failure';
import { DownloadButton } from './DownloadButton';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('pt-BR') : '—');

/** The same file sent again with ?versao=assinada: its signed revision, the only part to use. */
function signedVersion(file: File): Promise<Blob> {
  const body = new FormData();
  body.append('pdf', file, file.name);
  return api<Blob, 'blob'>('/admin/assinaturas/verificar?versao=assinada', {
    method: 'POST',
    body,
    responseType: 'blob',
  });
}

/**
 * /admin/equipe?aba=assinaturas: staff check a PDF that arrived by another channel (e-mail, WhatsApp) with the
 * same verifier as the upload: its state, who signed on which chain, what changed after a signature.
 */
export function SignatureCheckPage() {
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<SignatureCheckAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await postFiles<SignatureCheckAnswer>('/admin/assinaturas/verificar', [['pdf', file]], () => {}));
    } catch (error) {
      setAnswer(null);
      setFailure((error as ApiFailure).message ?? messages.uploads.fileFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1} fz={26}>
          Assinaturas
        </Title>
        <Text size="sm" c="dimmed">
          Verifique um PDF assinado que chegou por outro canal: integridade, cadeia até o gov.br ou a ICP-Brasil e
          alterações depois da assinatura.
        </Text>
      </div>
      <Group align="end">
        <FileInput
          label="PDF assinado"
          accept="application/pdf"
          value={file}
          onChange={setFile}
          leftSection={<IconFileCertificate size={16} />}
          w={{ base: '100%', xs: 360 }}
          clearable
        />
        <Button onClick={() => void check()} disabled={!file} loading={busy}>
          Verificar
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {answer && (
        <Stack gap="sm" aria-live="polite">
          <Group gap="xs">
            <Badge color={answer.situacao === 'assinada' ? 'green' : 'red'} variant="light">
              {capitalized(answer.rotulo)}
            </Badge>
            {answer.nivel && <Text size="sm">{answer.nivel}</Text>}
            <Text size="sm" c="dimmed">
              {capitalized(answer.revogacao)}
            </Text>
          </Group>
          <Text size="sm">{answer.proximoPasso}</Text>
          {answer.acrescimoDescartado && file && (
            <Alert color="yellow" title="Acréscimos depois da última assinatura">
              <Stack gap="xs">
                <Text size="sm">{messages.signature.laterBytes}</Text>
                <DownloadButton
                  label="Baixar a versão assinada"
                  fileName="versao-assinada.pdf"
                  load={() => signedVersion(file)}
                  disabled={false}
                />
              </Stack>
            </Alert>
          )}
          {answer.signatarios.length > 0 && (
            // A phone scrolls the table sideways rather than the whole page.
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Signatário</Table.Th>
                    <Table.Th>CPF</Table.Th>
                    <Table.Th>Cadeia</Table.Th>
                    <Table.Th>Válido até</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.signatarios.map((signer, index) => (
                    <Table.Tr key={`${signer.nome}-${index}`}>
                      <Table.Td>{signer.nome}</Table.Td>
                      <Table.Td>{signer.cpf ? formatDocument(signer.cpf) : '—'}</Table.Td>
                      <Table.Td>{signer.cadeia ?? 'não reconhecida'}</Table.Td>
                      <Table.Td>{date(signer.validoAte)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {answer.assinaturasInvalidas.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                Assinaturas inválidas
              </Text>
              <List size="sm">
                {answer.assinaturasInvalidas.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </>
          )}
          {answer.alteracoes.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                O que mudou no que o documento mostra
              </Text>
              <List size="sm">
                {answer.alteracoes.map((change) => (
                  <List.Item key={change}>{change}</List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
