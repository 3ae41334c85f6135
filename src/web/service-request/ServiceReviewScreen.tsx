import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { reviewReady } from '../../../machines/service-request/service-request';
import { messages } from '../../shared/messages';
import {
  SERVICE_ANSWERS,
  type ServiceAnswer,
  type ServiceAnswers,
} from '../../../machines/service-request/service-answers';
import { isServiceType, segmentLabel, serviceTitle } from '../../shared/schemas/service-request';
import { useServiceRequest } from './service-request-context';
import { ServiceFrame } from './ServiceFrame';

const fieldLabels: Record<ServiceAnswer, string> = {
  nomeMarca: 'Nome da marca',
  segmento: 'Segmento',
  marcaJaUtilizada: 'Marca já utilizada',
  tempoUsada: 'Tempo de uso',
  cadastroInpi: 'Marca com pedido ou registro no INPI',
  processoInpi: 'Número do processo no INPI',
};

function shown(field: ServiceAnswer, dados: ServiceAnswers): string {
  const value = dados[field];
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'segmento') return segmentLabel(dados.segmento) ?? messages.services.notAvailable;
  return typeof value === 'string' && value.trim() ? value : messages.services.notAvailable;
}

function ReviewBody() {
  const [state, send] = useServiceRequest();
  const { review } = state.context;
  if (state.matches({ editing: { review: 'failed' } })) {
    return (
      <Stack gap="sm">
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
          {messages.services.reviewFailed}
        </Alert>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => send({ type: 'RETRY' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Tentar novamente
        </Button>
      </Stack>
    );
  }
  if (!review) {
    return (
      <Group gap="sm" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{messages.services.reviewLoading}</Text>
      </Group>
    );
  }
  if (!isServiceType(review.planId)) return <Text>{messages.services.unknownService}</Text>;
  const { dados } = review;
  if (Object.keys(dados).length === 0) return <Text>{messages.services.reviewEmpty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      <Stack gap={2}>
        <Text component="dt" size="sm" c="dimmed">
          Serviço
        </Text>
        <Text component="dd" m={0} fw={500}>
          {serviceTitle(review.nome, review.planId)}
        </Text>
      </Stack>
      {SERVICE_ANSWERS[review.planId].map((field) => (
        <Stack key={field} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {fieldLabels[field]}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {shown(field, dados)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** /servico-confirmacao: the request as the server saved it, then "Confirmar" sends it to the team. */
export function ServiceReviewScreen() {
  const [state, send] = useServiceRequest();
  const request = state.context.request!;
  const confirming = state.matches('confirming');
  return (
    <ServiceFrame
      screen="servico-confirmacao"
      planoId={request.planId}
      serviceName={serviceTitle(request.nome, request.planId)}
      title="Confirme a solicitação"
      lead="Confira os dados. Ao confirmar, a solicitação vai para a nossa equipe e não pode mais ser alterada."
      error={state.context.error}
      nav={{
        onBack: () => send({ type: 'BACK' }),
        busy: confirming,
        onNext: () => send({ type: 'CONFIRM' }),
        nextDisabled: !confirming && !(state.can({ type: 'CONFIRM' }) && reviewReady(state.context.review)),
        nextLabel: 'Confirmar',
      }}
    >
      <ReviewBody />
    </ServiceFrame>
  );
}
