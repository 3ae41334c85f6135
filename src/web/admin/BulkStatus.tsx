import { Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isRejected, reasonGiven, statusesOf } from '../../../machines/request-status/request-status';
import { messages } from '../../shared/messages';
import type { BulkResult } from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import { useBusyAction } from '../ui/use-busy-action';
import { changeStatusInBulk } from './admin-api';
import { bulkOutcomeToast } from './bulk-outcome';

export const BULK_RESULT_TITLE = 'Resultado da mudança em lote';

/**
 * One status for the ticked rows. Each row goes through the same guards as a single change, so some may be refused:
 * the answer lists every row with its outcome, refused ones with their reason.
 */
export function BulkStatus({
  kind,
  ids,
  onClear,
  onDone,
}: {
  kind: OrderKind;
  ids: number[];
  onClear: () => void;
  /** After the change: the list reloads and the ticks go. */
  onDone: () => void;
}) {
  const { running: saving, run } = useBusyAction();
  const [status, setStatus] = useState<string | null>(null);
  const [mensagem, setMensagem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const rejecting = status !== null && isRejected(status);
  const ready = status !== null && (!rejecting || reasonGiven(mensagem));
  if (ids.length === 0 && results === null) return null;

  const apply = () =>
    run(async () => {
      const answer = await changeStatusInBulk(kind, { ids, status: status!, mensagem: mensagem.trim() || null });
      setConfirming(false);
      setResults(answer.resultados);
      setMensagem('');
      onDone();
      return bulkOutcomeToast(answer.resultados);
    });

  return (
    <>
      {ids.length > 0 && (
        <Paper withBorder p="sm" radius="md" bg="blue.0" component="section" aria-label="Mudança em lote">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ flex: '0 0 auto' }}>
              <Text size="sm" fw={700}>
                {ids.length === 1 ? '1 selecionada' : `${ids.length} selecionadas`}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={onClear} px={0}>
                Limpar seleção
              </Button>
            </Stack>
            <Select
              label="Novo status"
              placeholder="Escolha"
              data={[...statusesOf(kind)]}
              value={status}
              onChange={setStatus}
              comboboxProps={{ withinPortal: true }}
              w={170}
            />
            <Textarea
              label={rejecting ? 'Motivo da rejeição (enviado a cada cliente)' : 'Mensagem aos clientes (opcional)'}
              description={rejecting ? messages.admin.rejectionReasonRequired : undefined}
              autosize
              minRows={1}
              maxLength={2000}
              value={mensagem}
              onChange={(event) => setMensagem(event.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
            />
            <Button onClick={() => setConfirming(true)} disabled={!ready}>
              Mudar status
            </Button>
          </Group>
        </Paper>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={messages.admin.confirmStatusTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Mudar {ids.length === 1 ? '1 requisição' : `${ids.length} requisições`} para {status}? Cada cliente recebe
            um e-mail com a mudança. As que não puderem mudar são recusadas, cada uma com o motivo.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button onClick={() => void apply()} loading={saving}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={results !== null} onClose={() => setResults(null)} title={BULK_RESULT_TITLE} centered size="lg">
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Requisição</Table.Th>
              <Table.Th>Resultado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results?.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>#{row.id}</Table.Td>
                <Table.Td>
                  {row.ok ? (
                    <Badge color="green" variant="light">
                      Mudou para {row.status}
                    </Badge>
                  ) : (
                    <Stack gap={2}>
                      <Badge color="red" variant="light">
                        Recusada
                      </Badge>
                      <Text size="sm">{row.erro}</Text>
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setResults(null)}>Fechar</Button>
        </Group>
      </Modal>
    </>
  );
}
