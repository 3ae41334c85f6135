import 'mantine-datatable/styles.css';
import { Paper, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';

export interface AdminTableProps<Row> {
  records: Row[];
  columns: DataTableColumn<Row>[];
  idAccessor: (keyof Row & string) | ((row: Row) => string);
  /** Said in the table's place when there is no row. */
  empty: string;
  sortStatus?: DataTableSortStatus<Row>;
  onSortStatusChange?: (status: DataTableSortStatus<Row>) => void;
  onRowClick?: (row: Row) => void;
  rowColor?: (row: Row) => string | undefined;
}

/** Every back-office table: a bordered sheet, the same spacing, and room for the empty message. */
export function AdminTable<Row>({
  records,
  columns,
  idAccessor,
  empty,
  sortStatus,
  onSortStatusChange,
  onRowClick,
  rowColor,
}: AdminTableProps<Row>) {
  const common = {
    records,
    columns,
    idAccessor,
    minHeight: records.length ? undefined : 160,
    noRecordsText: empty,
    verticalSpacing: 'sm',
    horizontalSpacing: 'md',
    highlightOnHover: Boolean(onRowClick),
    onRowClick: onRowClick ? ({ record }: { record: Row }) => onRowClick(record) : undefined,
    rowBackgroundColor: rowColor ? (record: Row) => rowColor(record) : undefined,
  } as const;
  return (
    <Paper withBorder radius="md">
      {sortStatus && onSortStatusChange ? (
        <DataTable<Row> {...common} sortStatus={sortStatus} onSortStatusChange={onSortStatusChange} />
      ) : (
        <DataTable<Row> {...common} />
      )}
    </Paper>
  );
}

export interface TwoLineCellProps {
  main: ReactNode;
  /** The dimmed line under it. */
  detail?: ReactNode;
  /** The detail only on a phone: it repeats columns a wider screen shows. */
  detailOnPhone?: boolean;
  strong?: boolean;
  nowrap?: boolean;
  /** Below the two lines (a badge). */
  children?: ReactNode;
}

/** A table cell of two lines: the value and a dimmed detail under it. */
// An e-mail or a long name has no space to wrap at; without this a phone's table scrolls sideways.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

export function TwoLineCell({ main, detail, detailOnPhone, strong, nowrap, children }: TwoLineCellProps) {
  return (
    <Stack gap={children ? 2 : 0}>
      <Text size="sm" fw={strong ? 600 : undefined} style={nowrap ? { whiteSpace: 'nowrap' } : breakAnywhere}>
        {main}
      </Text>
      {detail !== undefined && (
        <Text size="xs" c="dimmed" hiddenFrom={detailOnPhone ? 'xs' : undefined} style={breakAnywhere}>
          {detail}
        </Text>
      )}
      {children}
    </Stack>
  );
}
