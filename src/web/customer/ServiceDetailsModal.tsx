import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { errorMessage } from '../api/client';
import { downloadServiceParecer } from '../api/service-request';
import { WhatsAppButton } from '../ui/WhatsAppButton';

/**
 * "Ver detalhes" on a concluded service: the return message staff wrote, the Busca's parecer when there is one,
 * and a chat with support (the configured number) whose prefilled message carries the protocol.
 */
export function ServiceDetailsButton({
  label,
  mensagem,
  protocolo,
  parecerDe,
}: {
  label: string;
  mensagem: string | null;
  protocolo: string;
  parecerDe?: number;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(id: number) {
    setDownloading(true);
    setProblem(null);
    try {
      await downloadServiceParecer(id, protocolo);
    } catch (error) {
      setProblem(errorMessage(error, messages.admin.parecerMissing));
    } finally {
      setDownloading(false);
    }
  }

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
          {parecerDe !== undefined && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download(parecerDe)}
              loading={downloading}
              style={{ alignSelf: 'flex-start' }}
            >
              Baixar o parecer (PDF)
            </Button>
          )}
          {problem && (
            <Alert color="yellow" role="alert">
              {problem}
            </Alert>
          )}
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
