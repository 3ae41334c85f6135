import { Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  canSetStatus,
  concludeBlockers,
  isConcluded,
  isRejected,
  isReturned,
  returnBlockers,
  type ConcludeFacts,
} from '../../../machines/request-status/request-status';
import { correctionParts, type CorrectionPart } from '../../shared/request-statuses';
import { messages } from '../../shared/messages';
import type { PendingUndo } from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import { useBusyAction } from '../ui/use-busy-action';
import { refocusIfLost } from '../ui/use-focus-return';
import { StatusBadge } from './StatusBadge';
import { ConfirmStatusModal, UndoBanner } from './StatusConfirm';

type Saved<T> = { mensagem: string; value: T };

const partLabels: Record<CorrectionPart, string> = {
  dados: 'Dados',
  documentos: 'Documentos',
  procuracao: 'Procuração',
};

/**
 * "Andamento": a request's status and the message to the customer, saved together after a confirmation (the change
 * e-mails the customer), with the undo banner while that e-mail waits. Brand and service requests share it.
 */
export function StatusProgress<T>(props: {
  kind: OrderKind;
  /** The status list's label, e.g. "Status da requisição". */
  label: string;
  statuses: readonly string[];
  status: string;
  conclusao: ConcludeFacts;
  desfazer: PendingUndo | null;
  /**
   * The message last sent, when the request keeps one (a service shows it on "Ver detalhes"): it starts the field and
   * editing it alone is a change. Without it the field starts empty and empties after each save.
   */
  keptMessage?: { current: string | null; hint: string; of: (value: T) => string | null };
  save: (change: { status: string; mensagem: string | null; partes?: CorrectionPart[] }) => Promise<Saved<T>>;
  undo: (evento: number) => Promise<Saved<T>>;
  /** The value after a change; `statusOf` reads its status back when an undo restores it. */
  onSaved: (value: T) => void;
  statusOf: (value: T) => string;
}) {
  const { kind, status: current, conclusao, keptMessage } = props;
  const { running: saving, run } = useBusyAction();
  const [status, setStatus] = useState<string | null>(current);
  const [mensagem, setMensagem] = useState(keptMessage?.current ?? '');
  const [partes, setPartes] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const statusField = useRef<HTMLInputElement>(null);
  const messageChanged = keptMessage !== undefined && mensagem.trim() !== (keptMessage.current ?? '');
  const changed =
    status !== null &&
    canSetStatus(kind, current, status, conclusao, mensagem, partes) &&
    (status !== current || messageChanged);
  const returning = status !== null && isReturned(status);
  const blockers =
    status !== null && isConcluded(status)
      ? concludeBlockers(kind, conclusao)
      : returning
        ? returnBlockers(conclusao)
        : [];
  const rejecting = status !== null && isRejected(status);
  const offeredParts = conclusao.correctable ?? correctionParts;

  const save = () =>
    run(async () => {
      const answer = await props.save({
        status: status!,
        mensagem: mensagem.trim() || null,
        ...(returning && { partes: partes as CorrectionPart[] }),
      });
      setConfirming(false);
      if (!keptMessage) setMensagem('');
      props.onSaved(answer.value);
      return answer.mensagem;
    });

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>Andamento</Text>
          <StatusBadge status={current} />
        </Group>
        <UndoBanner
          pending={props.desfazer}
          undo={props.undo}
          onUndone={(saved) => {
            setStatus(props.statusOf(saved));
            setMensagem(keptMessage?.of(saved) ?? '');
            props.onSaved(saved);
          }}
        />
        <Select
          ref={statusField}
          label={props.label}
          data={[...props.statuses]}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
        />
        {blockers.length > 0 && (
          <Text size="sm" c="red.8">
            {returning ? messages.admin.returnRefused(blockers) : messages.admin.concludeRefused(blockers)}
          </Text>
        )}
        {returning && (
          <Checkbox.Group
            label="O que o cliente deve corrigir"
            description={messages.admin.returnPartsRequired}
            value={partes}
            onChange={setPartes}
          >
            <Group gap="md" mt={4}>
              {offeredParts.map((part) => (
                <Checkbox key={part} value={part} label={partLabels[part]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Textarea
          label={
            rejecting
              ? 'Motivo da rejeição (enviado ao cliente)'
              : returning
                ? 'O que corrigir (enviado ao cliente)'
                : 'Mensagem para o cliente (opcional)'
          }
          description={
            rejecting
              ? messages.admin.rejectionReasonRequired
              : returning
                ? messages.admin.returnReasonRequired
                : keptMessage?.hint
          }
          autosize
          minRows={2}
          maxLength={2000}
          value={mensagem}
          onChange={(event) => setMensagem(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => setConfirming(true)} disabled={!changed}>
            Atualizar
          </Button>
        </Group>
      </Stack>
      <ConfirmStatusModal
        opened={confirming}
        from={current}
        to={status ?? current}
        loading={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
        onClosed={() => refocusIfLost(statusField.current)}
      />
    </Paper>
  );
}
