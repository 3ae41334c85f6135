import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The page of one step of a guided flow (brand wizard, service request): its steps, an optional line above the
 * heading, the heading and lead, the step's content in a card, what follows it, its message, and the buttons.
 */
export function StepPage(props: {
  steps: ReactNode;
  eyebrow?: ReactNode;
  title: string;
  lead: ReactNode;
  error?: string | null;
  aside?: ReactNode;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      {props.steps}
      <Box>
        {props.eyebrow}
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
      {/* On a phone a third button (the form's "Enviar") moves the forward ones to a line of their own. */}
      <Group justify="space-between" gap="sm">
        {props.buttons}
      </Group>
    </Stack>
  );
}

/** A step's "Anterior": back one step, not while the step is saving or when the machine cannot go back. */
export function StepBackButton(props: { onBack: () => void; busy?: boolean; backDisabled?: boolean }) {
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
      onClick={props.onBack}
      disabled={props.busy || props.backDisabled}
    >
      Anterior
    </Button>
  );
}
