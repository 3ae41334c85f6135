import type { DataTableColumn } from 'mantine-datatable';
import { useState, type ComponentType } from 'react';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { AdminQueueFacts } from '../../shared/schemas/admin';
import { AdminListPage, type AdminListProps } from './AdminListPage';
import { BulkStatus } from './BulkStatus';
import { QueueFilters } from './QueueFilters';
import { overdueRowColor, queueColumns } from './queue-columns';
import { useListNavigation } from './use-list-navigation';
import { ViewButton } from './ViewButton';
import { brandSubject, serviceSubject } from './view-names';

const queues = {
  marca: { path: '/admin', list: 'marcas', subject: brandSubject },
  servico: { path: '/admin/servicos', list: 'servicos', subject: serviceSubject },
} as const;

export interface RequestQueueProps<Row extends AdminQueueFacts> extends Pick<
  AdminListProps<Row>,
  'title' | 'subtitle' | 'searchPlaceholder' | 'empty' | 'page' | 'search' | 'idAccessor'
> {
  kind: OrderKind;
  /** The request's own columns; the queue's and "Visualizar" follow them. */
  columns: DataTableColumn<Row>[];
  statuses: readonly string[];
  /** The open request ("?ver=id"). */
  Modal: ComponentType<{ id: number; onClose: () => void; onChanged: () => void }>;
}

/**
 * A work queue of requests (Marcas, Serviços): the list with its filters, the overdue rows marked, ticked rows
 * changed in bulk, and the request opened from its row or its "Visualizar".
 */
export function RequestQueuePage<Row extends AdminQueueFacts>(props: RequestQueueProps<Row>) {
  const { path, list, subject } = queues[props.kind];
  const idOf = (row: Row) => row[props.idAccessor] as number;
  const [selected, setSelected] = useState<Row[]>([]);
  const { change, refresh } = useListNavigation(path);
  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    ...queueColumns<Row>(),
    {
      accessor: 'acoes',
      title: '',
      textAlign: 'right',
      noWrap: true,
      render: (row) => <ViewButton onView={() => change({ ver: idOf(row) })} subject={subject(idOf(row))} />,
    },
  ];
  const { Modal } = props;
  return (
    <AdminListPage
      title={props.title}
      subtitle={props.subtitle}
      searchPlaceholder={props.searchPlaceholder}
      empty={props.empty}
      page={props.page}
      search={props.search}
      columns={columns}
      idAccessor={props.idAccessor}
      onSearchChange={change}
      rowColor={overdueRowColor}
      selection={{ selected, onChange: setSelected, label: (row) => `Selecionar ${subject(idOf(row))}` }}
      bulk={
        <BulkStatus
          kind={props.kind}
          ids={selected.map(idOf)}
          onClear={() => setSelected([])}
          onDone={() => {
            setSelected([]);
            refresh();
          }}
        />
      }
      filters={<QueueFilters list={list} statuses={props.statuses} search={props.search} onChange={change} />}
      onRowClick={(row) => change({ ver: idOf(row) })}
    >
      {props.search.ver !== undefined && (
        <Modal id={props.search.ver} onClose={() => change({ ver: undefined })} onChanged={refresh} />
      )}
    </AdminListPage>
  );
}
