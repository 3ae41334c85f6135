import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '../../shared/messages';
import { WhatsAppButton } from '../ui/WhatsAppButton';

/**
 * "Ver detalhes" on a concluded service: the return message staff wrote, and a chat with support (the
 * configured number) whose prefilled message carries the protocol.
 */
export function ServiceDetailsButton({
  label,
  mensagem,
  protocolo,
}: {
  label: string;
  mensagem: string | null;
  protocolo: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={messages.services.detailsTitle} centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Protocolo: {protocolo}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{mensagem?.trim() || messages.services.noMessage}</Text>
          <WhatsAppButton
            message={messages.services.supportMessage(protocolo)}
            color="teal.9"
            style={{ alignSelf: 'flex-start' }}
          >
            Falar com o suporte
          </WhatsAppButton>
        </Stack>
      </Modal>
    </>
  );
}
