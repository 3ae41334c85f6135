import { Alert, Box, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ServiceScreen } from '../../../machines/service-request';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import { usePageTitle } from '../use-page-title';

const stepLabels: Record<ServiceScreen, string> = {
  'novo-servico': 'Formulário',
  'servico-procuracao': 'Procuração',
  'servico-confirmacao': 'Revisão',
};

/** Busca has two steps; Oposição and Recurso three. */
const stepsOf = (planoId: number): ServiceScreen[] =>
  needsPowerOfAttorney(planoId) ? ['novo-servico', 'servico-procuracao', 'servico-confirmacao'] : ['novo-servico', 'servico-confirmacao'];

export interface ServiceNav {
  onBack: () => void;
  backDisabled?: boolean;
  onNext?: () => void;
  /** Disabled, from the machine (`state.can`): the customer cannot go on yet. */
  nextDisabled?: boolean;
  nextLabel?: string;
  busy?: boolean;
  /** Between "Anterior" and "Próximo" (the form's "Enviar"). */
  middle?: ReactNode;
}

/** One step of a service request: its steps, a heading and lead, the content, its message, and the buttons. */
export function ServiceFrame(props: {
  screen: ServiceScreen;
  planoId: number;
  serviceName: string;
  title: string;
  lead: ReactNode;
  error?: string | null;
  nav: ServiceNav;
  children: ReactNode;
}) {
  usePageTitle(`${stepLabels[props.screen]} | ${props.serviceName}`);
  const steps = stepsOf(props.planoId);
  const active = steps.indexOf(props.screen);
  const { nav } = props;
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <Box component="nav" aria-label={`Etapas da solicitação: ${props.serviceName}`}>
        <Stepper active={active} size="sm" iconSize={30} wrap={false} allowNextStepsSelect={false}>
          {steps.map((step) => (
            <Stepper.Step key={step} label={stepLabels[step]} />
          ))}
        </Stepper>
      </Box>
      <Box>
        <Text size="sm" c="marca.7" fw={600}>
          {props.serviceName}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {props.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {props.lead}
        </Text>
      </Box>
      <Card withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {props.children}
      </Card>
      {props.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
          {props.error}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={nav.onBack} disabled={nav.busy || nav.backDisabled}>
          Anterior
        </Button>
        <Group gap="sm" wrap="nowrap">
          {nav.middle}
          {nav.onNext && (
            <Button onClick={nav.onNext} disabled={nav.nextDisabled} loading={nav.busy && !nav.middle} rightSection={<IconArrowRight size={16} />}>
              {nav.nextLabel ?? 'Próximo'}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
