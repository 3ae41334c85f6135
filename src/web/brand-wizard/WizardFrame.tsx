import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { WizardScreen } from '../../../machines/brand-registration';
import { usePageTitle } from '../use-page-title';
import { WizardSteps, stepLabels } from './WizardSteps';

export interface WizardNav {
  onBack: () => void;
  /** The form's submit button when `form` is given, a plain button otherwise. */
  onNext?: () => void;
  form?: string;
  nextLabel?: string;
  busy?: boolean;
  /** Looks disabled and says why; still pressable, so the machine can say it. */
  nextBlocked?: boolean;
  backDisabled?: boolean;
}

/** One wizard step: the steps, a heading and lead, the step's content, its message, and "Anterior" / "Próximo". */
export function WizardFrame(props: { screen: WizardScreen; title: string; lead: ReactNode; error?: string | null; nav: WizardNav; children: ReactNode; aside?: ReactNode }) {
  usePageTitle(`${stepLabels[props.screen]} | Registro da marca`);
  const { nav } = props;
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <WizardSteps screen={props.screen} />
      <Box>
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
      {props.aside}
      {props.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
          {props.error}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={nav.onBack} disabled={nav.busy || nav.backDisabled}>
          Anterior
        </Button>
        <Button
          type={nav.form ? 'submit' : 'button'}
          form={nav.form}
          onClick={nav.form ? undefined : nav.onNext}
          loading={nav.busy}
          rightSection={<IconArrowRight size={16} />}
          aria-disabled={nav.nextBlocked || undefined}
          data-disabled={nav.nextBlocked || undefined}
        >
          {nav.nextLabel ?? 'Próximo'}
        </Button>
      </Group>
    </Stack>
  );
}
