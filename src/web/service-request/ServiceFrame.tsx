import { Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ServiceScreen } from '../../../machines/service-request/service-request';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import { FlowSteps } from '../ui/FlowSteps';
import { StepBackButton, StepPage } from '../ui/StepPage';
import { usePageTitle } from '../use-page-title';

const stepLabels: Record<ServiceScreen, string> = {
  'novo-servico': 'Formulário',
  'servico-procuracao': 'Procuração',
  'servico-confirmacao': 'Revisão',
};

/** Busca has two steps; Oposição, Recurso and Prorrogação three. */
const stepsOf = (planoId: number): ServiceScreen[] =>
  needsPowerOfAttorney(planoId)
    ? ['novo-servico', 'servico-procuracao', 'servico-confirmacao']
    : ['novo-servico', 'servico-confirmacao'];

export interface ServiceNav {
  onBack: () => void;
  backDisabled?: boolean;
  onNext?: () => void;
  /** Disabled, from the machine (`state.can`): the customer cannot go on yet. */
  nextDisabled?: boolean;
  nextLabel?: string;
  busy?: boolean;
  /** The step's own action instead of "Próximo" (the form's "Enviar" while it is not accepted). */
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
    <StepPage
      steps={
        <FlowSteps
          label={`Etapas da solicitação: ${props.serviceName}`}
          steps={steps.map((step) => stepLabels[step])}
          active={active}
        />
      }
      eyebrow={
        <Text size="sm" c="marca.7" fw={600}>
          {props.serviceName}
        </Text>
      }
      title={props.title}
      lead={props.lead}
      error={props.error}
      buttons={
        <>
          <StepBackButton onBack={nav.onBack} busy={nav.busy} backDisabled={nav.backDisabled} />
          {/* One action at a time: the form's "Enviar" or "Próximo". */}
          <Group gap="sm" justify="flex-end" ml="auto">
            {nav.middle}
            {nav.onNext && (
              <Button
                onClick={nav.onNext}
                disabled={nav.nextDisabled}
                loading={nav.busy && !nav.middle}
                rightSection={<IconArrowRight size={16} />}
              >
                {nav.nextLabel ?? 'Próximo'}
              </Button>
            )}
          </Group>
        </>
      }
    >
      {props.children}
    </StepPage>
  );
}
