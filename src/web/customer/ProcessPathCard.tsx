import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDot, IconCircle } from '@tabler/icons-react';
import { inpiMessages } from '../../shared/inpi-messages';
import type { ProcessPath, ProcessStep } from '../../shared/schemas/timeline';
import { formatDay } from '../../shared/time/brasilia';

const said = inpiMessages.path;

const icons = {
  concluida: <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />,
  atual: <IconCircleDot size={18} color="var(--mantine-color-marca-7)" aria-hidden />,
  futura: <IconCircle size={18} color="var(--mantine-color-gray-5)" aria-hidden />,
};

function Step({ step }: { step: ProcessStep }) {
  const current = step.situacao === 'atual';
  return (
    <List.Item icon={icons[step.situacao]} aria-current={current ? 'step' : undefined}>
      <Text span size="sm" fw={current ? 700 : 400} c={step.situacao === 'futura' ? 'dimmed' : undefined}>
        {said.stages[step.etapa]}
      </Text>
      <Text span size="xs" c="dimmed">
        {` — ${said.state[step.situacao]}`}
      </Text>
    </List.Item>
  );
}

/** The mark's INPI process as a path: each stage done, current or ahead, the forks it took and the next deadline. */
export function ProcessPathCard({ path }: { path: ProcessPath }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="percurso-inpi">
      <Stack gap="sm">
        <Title order={2} fz={18} id="percurso-inpi">
          {said.title}
        </Title>
        <List
          component="ol"
          spacing={6}
          listStyleType="none"
          styles={{ itemWrapper: { alignItems: 'center' }, itemIcon: { display: 'flex' } }}
        >
          {path.etapas.map((step) => (
            <Step key={step.etapa} step={step} />
          ))}
        </List>
        {path.fim && (
          <Badge color="red" variant="light" tt="none" w="fit-content">
            {said.end[path.fim]}
          </Badge>
        )}
        {path.desvios.length > 0 && (
          <Group gap="xs" aria-label={said.branchesTitle}>
            <Text size="xs" c="dimmed">
              {said.branchesTitle}:
            </Text>
            {path.desvios.map((branch) => (
              <Badge key={branch} variant="light" color="orange" tt="none">
                {said.branches[branch]}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" fw={600}>
          {path.proximoPrazo
            ? said.next(path.proximoPrazo.nome.toLowerCase(), formatDay(path.proximoPrazo.data))
            : said.noDeadline}
        </Text>
      </Stack>
    </Card>
  );
}
