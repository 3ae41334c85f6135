import { Button, Checkbox, Group, Select } from '@mantine/core';
import { IconDownload, IconUserCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { messages } from '../../shared/messages';
import { ADMIN_PAGE_SIZE, LARGER_PAGE_SIZES, PAYMENT_STATUSES } from '../../shared/schemas/admin';
import { useBusyAction } from '../ui/use-busy-action';
import { saveBlob } from '../ui/save-blob';
import { exportList } from './admin-api';
import type { AdminListSearch } from './admin-search';

type ListName = 'marcas' | 'servicos' | 'usuarios';

const ALL = 'todos';
const storedSizeKey = (list: ListName) => `admin.porPagina.${list}`;

/**
 * The work queue's filters, each held in the URL (a reload or a shared link shows the same list), the page
 * size staff chose (remembered in this browser) and the CSV of the list as filtered.
 */
export function QueueFilters({
  list,
  statuses,
  search,
  onChange,
}: {
  list: ListName;
  /** The request statuses offered (none for Usuários). */
  statuses?: readonly string[];
  search: AdminListSearch;
  onChange: (patch: Partial<AdminListSearch>) => void;
}) {
  const { running: exporting, run } = useBusyAction({ failed: messages.admin.downloadFailed });
  const defaultSize = ADMIN_PAGE_SIZE[list];
  const set = (patch: Partial<AdminListSearch>) => onChange({ ...patch, pagina: undefined });

  // A page size chosen earlier comes back when the URL does not say one.
  useEffect(() => {
    const stored = Number(window.localStorage.getItem(storedSizeKey(list)));
    if (search.porPagina === undefined && (LARGER_PAGE_SIZES as readonly number[]).includes(stored)) {
      onChange({ porPagina: stored });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: a later choice writes the store itself
  }, []);

  const exportCsv = () =>
    run(async () => {
      const { ver: _ver, ...params } = search;
      saveBlob(await exportList(list, params), `${list}.csv`);
    });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {statuses && (
        <>
          <Button
            variant={search.responsavel === 'eu' ? 'filled' : 'default'}
            leftSection={<IconUserCheck size={16} />}
            aria-pressed={search.responsavel === 'eu'}
            onClick={() => set({ responsavel: search.responsavel === 'eu' ? undefined : 'eu' })}
          >
            Meus pedidos
          </Button>
          <Select
            label="Status"
            data={[{ value: ALL, label: 'Todos' }, ...statuses.map((status) => ({ value: status, label: status }))]}
            value={search.status ?? ALL}
            onChange={(value) => set({ status: value === ALL ? undefined : (value ?? undefined) })}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Enviado pelo cliente"
            data={[
              { value: ALL, label: 'Todos' },
              { value: 'sim', label: 'Enviados (fila)' },
              { value: 'nao', label: 'Não enviados' },
            ]}
            value={search.enviado ?? ALL}
            onChange={(value) => set({ enviado: value === 'sim' || value === 'nao' ? value : undefined })}
            allowDeselect={false}
            w={170}
          />
          <Select
            label="Pagamento"
            data={[
              { value: ALL, label: 'Todos' },
              ...PAYMENT_STATUSES.map((status) => ({ value: status, label: status })),
            ]}
            value={search.pagamento ?? ALL}
            onChange={(value) => set({ pagamento: value === ALL ? undefined : (value ?? undefined) })}
            allowDeselect={false}
            w={130}
          />
          <Select
            label="Responsável"
            data={[
              { value: ALL, label: 'Todos' },
              { value: 'eu', label: 'Meus pedidos' },
              { value: 'ninguem', label: 'Sem responsável' },
            ]}
            value={search.responsavel === 'eu' || search.responsavel === 'ninguem' ? search.responsavel : ALL}
            onChange={(value) => set({ responsavel: value === ALL ? undefined : (value ?? undefined) })}
            allowDeselect={false}
            w={170}
          />
          <Checkbox
            label="Só atrasados"
            checked={search.atrasado === '1'}
            onChange={(event) => set({ atrasado: event.currentTarget.checked ? '1' : undefined })}
            mb={8}
          />
          <Checkbox
            label="Aguardando assinatura"
            checked={search.assinatura === 'pendente'}
            onChange={(event) => set({ assinatura: event.currentTarget.checked ? 'pendente' : undefined })}
            mb={8}
          />
        </>
      )}
      {!statuses && (
        <Checkbox
          label="Incluir contas da equipe"
          checked={search.equipe === 'sim'}
          onChange={(event) => set({ equipe: event.currentTarget.checked ? 'sim' : undefined })}
          mb={8}
        />
      )}
      <Select
        label="Por página"
        data={[defaultSize, ...LARGER_PAGE_SIZES].map(String)}
        value={String(search.porPagina ?? defaultSize)}
        onChange={(value) => {
          const size = Number(value);
          window.localStorage.setItem(storedSizeKey(list), String(size));
          set({ porPagina: size === defaultSize ? undefined : size });
        }}
        allowDeselect={false}
        w={110}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => void exportCsv()}
        loading={exporting}
      >
        Exportar CSV
      </Button>
    </Group>
  );
}
