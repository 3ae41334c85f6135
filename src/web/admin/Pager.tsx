import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { messages } from '../../shared/messages';

/** "Página 2 de 7", with Anterior and Próxima hidden at the ends (spec); "de mais de 2.000" when the count stopped at its cap. */
export function Pager({
  page,
  total,
  exact = true,
  onPage,
}: {
  page: number;
  total: number;
  exact?: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" aria-label="Paginação" role="navigation">
      <div style={{ minWidth: 110 }}>
        {page > 1 && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => onPage(Math.min(page - 1, total))}
          >
            Anterior
          </Button>
        )}
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {messages.admin.pageOf(page, total, exact)}
      </Text>
      <div style={{ minWidth: 110, display: 'flex', justifyContent: 'flex-end' }}>
        {page < total && (
          <Button
            variant="default"
            size="sm"
            rightSection={<IconChevronRight size={16} />}
            onClick={() => onPage(page + 1)}
          >
            Próxima
          </Button>
        )}
      </div>
    </Group>
  );
}
