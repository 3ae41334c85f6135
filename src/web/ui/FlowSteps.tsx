import { Box, Progress, Stepper, Text } from '@mantine/core';

/** Where the customer is in a guided flow: the labelled steps on wide screens, one line and a bar on a phone. */
export function FlowSteps({ label, steps, active }: { label: string; steps: readonly string[]; active: number }) {
  return (
    <Box component="nav" aria-label={label}>
      <Stepper active={active} size="sm" iconSize={30} wrap={false} allowNextStepsSelect={false} visibleFrom="md">
        {steps.map((step) => (
          <Stepper.Step key={step} label={step} />
        ))}
      </Stepper>
      <Box hiddenFrom="md">
        <Text size="sm" c="dimmed">
          Etapa {active + 1} de {steps.length}: <strong>{steps[active]}</strong>
        </Text>
        <Progress value={((active + 1) / steps.length) * 100} size="sm" mt={6} aria-hidden />
      </Box>
    </Box>
  );
}
