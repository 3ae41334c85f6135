import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '../../shared/messages';
import type { PendingUndo } from '../../shared/schemas/admin';
import { useBusyAction } from '../ui/use-busy-action';
import { BRASILIA_TIME_ZONE } from '../../shared/time/brasilia';

/** A status change e-mails the customer: staff confirm it first. */
export function ConfirmStatusModal(props: {
  opened: boolean;
  from: string;
  to: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once it is gone: the button that opened it may be inactive after the change, and focus would fall to <body>. */
  onClosed?: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      onExitTransitionEnd={props.onClosed}
      title={messages.admin.confirmStatusTitle}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{messages.admin.confirmStatusText(props.from, props.to)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancelar
          </Button>
          <Button onClick={props.onConfirm} loading={props.loading}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * While the last change's e-mail waits out its grace period, "Desfazer" cancels both. The server holds the e-mail
 * (its outbox row is due only then); this banner only shows until when.
 */
export function UndoBanner<T>({
  pending,
  undo,
  onUndone,
}: {
  pending: PendingUndo | null;
  undo: (evento: number) => Promise<{ mensagem: string; value: T }>;
  onUndone: (value: T) => void;
}) {
  const { running, run } = useBusyAction();
  if (!pending) return null;
  const undoChange = (evento: number) =>
    run(async () => {
      const answer = await undo(evento);
      onUndone(answer.value);
      return answer.mensagem;
    });
  return (
    <Alert color="blue" p="xs" role="status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {pending.statusAnterior} → {pending.statusNovo}: o e-mail ao cliente sai às{' '}
          {new Date(pending.ate).toLocaleTimeString('pt-BR', { timeZone: BRASILIA_TIME_ZONE })}; até lá dá para
          desfazer.
        </Text>
        <Button
          size="xs"
          variant="white"
          color="blue"
          onClick={() => void undoChange(pending.evento)}
          loading={running}
        >
          Desfazer
        </Button>
      </Group>
    </Alert>
  );
}
