import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import type { AdminServiceDetail } from './admin-api';
import { looksLikePdf } from '../../shared/schemas/brand-wizard';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import { useBusyAction } from '../ui/use-busy-action';
import { updateService, uploadParecer } from './admin-api';
import { ModalSection } from './ModalSection';

/**
 * What staff send back for a service: the INPI protocol (the customer then reads it instead of the S-0001
 * reference) and, for a Busca, the parecer as a PDF the customer downloads from the details modal.
 */
export function ServiceFiling({
  service,
  onSaved,
}: {
  service: AdminServiceDetail;
  onSaved: (saved: AdminServiceDetail) => void;
}) {
  const [protocol, setProtocol] = useState(service.numProtocolo ?? '');
  const [protocolError, setProtocolError] = useState<string | null>(null);
  const protocolSave = useBusyAction({ onFailure: setProtocolError });
  const [parecer, setParecer] = useState<File | null>(null);
  const [parecerError, setParecerError] = useState<string | null>(null);
  const parecerSend = useBusyAction({ onFailure: setParecerError });
  const unchanged = protocol.trim() === (service.numProtocolo ?? '');

  const saveProtocol = () =>
    protocolSave.run(async () => {
      setProtocolError(null);
      const answer = await updateService(service.id, { numProtocolo: protocol.trim() || null });
      onSaved(answer.data);
      return answer.mensagem;
    });

  // Only a PDF is a parecer: anything else is refused as it is chosen, with the server's own words.
  const chooseParecer = (file: File | null) => {
    const pdf = file === null || looksLikePdf(file);
    setParecer(pdf ? file : null);
    setParecerError(pdf ? null : messages.admin.parecerNotPdf);
  };

  const sendParecer = async () => {
    if (!parecer) return;
    await parecerSend.run(async () => {
      setParecerError(null);
      const answer = await uploadParecer(service.id, parecer);
      setParecer(null);
      onSaved(answer.data);
      return answer.mensagem;
    });
  };

  return (
    <ModalSection title="Protocolo e entrega" grid={false}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Protocolo no INPI"
            description="O cliente vê este número no lugar da referência do serviço."
            value={protocol}
            onChange={(event) => setProtocol(event.currentTarget.value)}
            error={protocolError}
            maw={360}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            variant="light"
            onClick={() => void saveProtocol()}
            loading={protocolSave.running}
            disabled={unchanged}
          >
            Salvar protocolo
          </Button>
        </Group>
        {!needsPowerOfAttorney(service.planId) && (
          <Stack gap={6}>
            <Text size="sm">
              {service.parecer ? 'Parecer entregue: o cliente já pode baixá-lo.' : messages.admin.parecerMissing}
            </Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FileInput
                label={service.parecer ? 'Substituir o parecer (PDF)' : 'Parecer da Busca (PDF)'}
                placeholder="Escolher o PDF"
                accept="application/pdf"
                value={parecer}
                onChange={chooseParecer}
                error={parecerError}
                clearable
                maw={360}
                style={{ flex: '1 1 220px' }}
              />
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => void sendParecer()}
                loading={parecerSend.running}
                disabled={!parecer}
              >
                Enviar parecer
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </ModalSection>
  );
}
