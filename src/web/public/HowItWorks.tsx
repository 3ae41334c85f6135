import { Text, Title } from '@mantine/core';
import { steps } from './content/landing';
import { Reveal } from '../ui/Reveal';
import { AutoGrid, IconBadge, Panel } from '../ui/ui';

export function HowItWorks() {
  return (
    <AutoGrid component="ol" min={230} p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Reveal delayMs={index * 100}>
            <Panel>
              <IconBadge size={44} round filled>
                <Text fw={800} fz={18} span>
                  {index + 1}
                </Text>
              </IconBadge>
              <Title order={3} fz={18} mt="md" mb="xs">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Panel>
          </Reveal>
        </li>
      ))}
    </AutoGrid>
  );
}
