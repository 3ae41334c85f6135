import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An orders table with its headings and an empty state; the checkout issue fills it. */
export function OrdersPlaceholder(props: { title: string; columns: string[]; empty: string; action: string; actionTo: string }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {props.title}
        </Title>
        <Button component={Link} to={props.actionTo}>
          {props.action}
        </Button>
      </Group>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={props.columns.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {props.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
