import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { riskLabels, searchPageTexts, type Risk } from '../../shared/search-messages';
import type { SearchResult } from '../../shared/schemas/search';

const riskColors: Record<Risk, string> = { alto: 'red.8', medio: 'yellow.9', baixo: 'gray.7' };

/** One result: the mark, its risk and why (a dead mark labelled so), the process and who holds it as the RPI publishes. */
function ResultCard({ row }: { row: SearchResult }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="lg">
            {row.nome}
          </Text>
          <Group gap={6}>
            {!row.viva && (
              <Badge color="gray.7" variant="outline">
                {searchPageTexts.deadLabel}
              </Badge>
            )}
            <Badge color={riskColors[row.risco]} variant="filled">
              {riskLabels[row.risco]}
            </Badge>
          </Group>
        </Group>
        <Text>{row.motivo}</Text>
        <Text size="sm" c="dimmed">
          {searchPageTexts.processo(row.processo)} · {searchPageTexts.classes(row.classes)} · {row.situacao}
        </Text>
        {row.titular && (
          <Text size="sm" c="dimmed">
            {searchPageTexts.titular(row.titular)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function SearchResults({ rows }: { rows: SearchResult[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Marcas parecidas">
      {rows.map((row) => (
        <ResultCard key={row.processo} row={row} />
      ))}
    </Stack>
  );
}
