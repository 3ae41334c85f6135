import { Anchor, Badge, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CHARGE_CHECK_PATH } from '../../shared/company-identity';
import { messages } from '../../shared/messages';
import { errorMessage } from '../api/client';
import type { RequestTimeline, TimelineEvent } from '../../shared/schemas/timeline';
import { formatDateTime } from '../../shared/time/brasilia';
import { ButtonLink } from '../ui/ButtonLink';
import { ProcessPathCard } from './ProcessPathCard';
import { usePageTitle } from '../use-page-title';
import { isPaid } from '../../shared/schemas/checkout';

function EventLine({ event }: { event: TimelineEvent }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{event.titulo}</Text>
        {event.statusPara && (
          <Badge
            variant="light"
            tt="none"
            color={event.tipo === 'pagamento' && isPaid(event.statusPara) ? 'teal' : 'blue'}
          >
            {event.statusDe ? `${event.statusDe} → ${event.statusPara}` : event.statusPara}
          </Badge>
        )}
      </Group>
      {event.mensagem && <Text size="sm">{event.mensagem}</Text>}
      <Text size="xs" c="dimmed">
        <time dateTime={event.data}>{formatDateTime(event.data)}</time>
      </Text>
    </Stack>
  );
}

/** /historico: everything that happened to one of the customer's requests, newest first. */
export function TimelineScreen({ timeline }: { timeline: RequestTimeline }) {
  usePageTitle(messages.timeline.title);
  const { pedido, eventos } = timeline;
  return (
    <Stack gap="lg" maw={760}>
      <ButtonLink
        to={pedido.tipo === 'marca' ? '/home' : '/servicos'}
        variant="subtle"
        px={0}
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
      >
        {messages.timeline.back}
      </ButtonLink>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {messages.timeline.title}
        </Title>
        <Text fw={600}>{pedido.nome}</Text>
        <Text size="sm" c="dimmed">
          Pedido {pedido.referencia}
          {pedido.protocolo && ` · Protocolo INPI nº ${pedido.protocolo}`}
        </Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {messages.requestMail.inpiNeverBills}{' '}
        {/* Inside a sentence, a link told by its colour alone is lost on a reader who does not see colours. */}
        <Anchor component={Link} to={CHARGE_CHECK_PATH} underline="always">
          {messages.site.chargeCheckLink}
        </Anchor>
      </Text>
      {timeline.percurso && <ProcessPathCard path={timeline.percurso} />}
      <Card withBorder padding="lg">
        {eventos.length === 0 ? (
          <Text c="dimmed">{messages.timeline.empty}</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={0} aria-label={messages.timeline.title}>
            {eventos.map((event) => (
              <Timeline.Item key={`${event.tipo}-${event.id}`}>
                <EventLine event={event} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
    </Stack>
  );
}

/** The server's reason when it gave one ("Pedido não encontrado." for another customer's request), else ours. */
export function TimelineLoadError({ error }: { error: unknown }) {
  return (
    <Card withBorder padding="lg">
      <Text c="red" role="alert">
        {errorMessage(error, messages.timeline.loadFailed)}
      </Text>
    </Card>
  );
}
