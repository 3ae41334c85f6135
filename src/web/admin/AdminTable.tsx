import 'mantine-datatable/styles.css';
import { Paper, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMediaQuery } from '@mantine/hooks';
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
  /** Rows ticked for a bulk change, and how a row's box is named ("Selecionar pedido #11"). */
  selection?: RowSelection<Row>;
}

export interface RowSelection<Row> {
  selected: Row[];
  onChange: (rows: Row[]) => void;
  label: (row: Row) => string;
}

/** Below Mantine's xs (36em), where FROM_TABLET columns start. */
const PHONE_MAX_EM = 35.99;

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
  selection: offered,
}: AdminTableProps<Row>) {
  // Bulk changes are a desk's work: from tablet width up, where the box column leaves the others room.
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_EM}em)`);
  const selection = phone ? undefined : offered;
  const common = {
    records,
    columns,
    idAccessor,
    minHeight: records.length ? undefined : 160,
    noRecordsText: empty,
    verticalSpacing: 'sm',
    horizontalSpacing: selection ? 'sm' : 'md',
    highlightOnHover: Boolean(onRowClick),
    onRowClick: onRowClick ? ({ record }: { record: Row }) => onRowClick(record) : undefined,
    rowBackgroundColor: rowColor ? (record: Row) => rowColor(record) : undefined,
  } as const;
  // The whole cell ticks the box: a finger-sized target on a phone, and a click there never opens the row.
  const selecting = selection
    ? ({
        selectionTrigger: 'cell',
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        selectionColumnStyle: { width: 48, minWidth: 48 },
        allRecordsSelectionCheckboxProps: { 'aria-label': 'Selecionar todos desta página' },
        getRecordSelectionCheckboxProps: (record: Row) => ({ 'aria-label': selection.label(record) }),
      } as const)
    : {};
  return (
    <Paper withBorder radius="md">
      {sortStatus && onSortStatusChange ? (
        <DataTable<Row> {...common} {...selecting} sortStatus={sortStatus} onSortStatusChange={onSortStatusChange} />
      ) : (
        <DataTable<Row> {...common} {...selecting} />
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
