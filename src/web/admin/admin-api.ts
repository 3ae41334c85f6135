import type {
  AdminBrandDetail,
  AdminBrandRow,
  AdminDownloadRow,
  AdminHolder,
  AdminOutboxRow,
  AdminPage,
  AdminPaymentRow,
  AdminServiceDetail,
  AdminServiceRow,
  AdminStaff,
  AdminUnknownPaymentRow,
  BulkResult,
  FilingChecklist,
} from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import { api } from '../api/client';
import type { AdminListSearch } from './admin-search';

type ListParams = Omit<AdminListSearch, 'ver'>;

/** Only the params that are set, so the server applies its defaults. */
const query = (params: ListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const listBrands = (params: ListParams) =>
  api<AdminPage<AdminBrandRow>>('/admin/marcas', { query: query(params) });
export const listServices = (params: ListParams) =>
  api<AdminPage<AdminServiceRow>>('/admin/servicos', { query: query(params) });
export const listUsers = (params: ListParams) => api<AdminPage<AdminHolder>>('/admin/users', { query: query(params) });
export const listDownloads = (pagina?: number) =>
  api<AdminPage<AdminDownloadRow>>('/admin/downloads', { query: pagina ? { pagina } : {} });

export const listOutbox = (pagina?: number) =>
  api<AdminPage<AdminOutboxRow>>('/admin/mensagens', { query: pagina ? { pagina } : {} });

export const listPaymentAlerts = () => api<AdminPaymentRow[]>('/admin/pagamentos', { query: { alertas: 1 } });
export const listUnknownPayments = () => api<AdminUnknownPaymentRow[]>('/admin/pagamentos/desconhecidos');

export const getBrand = (id: number) => api<AdminBrandDetail>(`/admin/marcas/${id}`);
export const updateBrand = (
  id: number,
  body: { status?: string; mensagem?: string | null; processoInpi?: string | null; protocolo?: string | null },
) => api<{ mensagem: string; marca: AdminBrandDetail }>(`/admin/marcas/${id}`, { method: 'PATCH', body });

export type ChecklistBody = Omit<FilingChecklist, 'pendencias' | 'completo' | 'atualizadoPor' | 'atualizadoEm'>;
export const saveChecklist = (id: number, body: ChecklistBody) =>
  api<{ mensagem: string; marca: AdminBrandDetail }>(`/admin/marcas/${id}/checklist`, { method: 'PUT', body });

/** "Desfazer": the last status change and its e-mail, inside the grace period. */
export const undoBrandChange = (id: number, evento: number) =>
  api<{ mensagem: string; marca: AdminBrandDetail }>(`/admin/marcas/${id}/desfazer`, {
    method: 'POST',
    body: { evento },
  });
export const undoServiceChange = (id: number, evento: number) =>
  api<{ mensagem: string; data: AdminServiceDetail }>(`/admin/servicos/${id}/desfazer`, {
    method: 'POST',
    body: { evento },
  });

export const getService = (id: number) =>
  api<{ data: AdminServiceDetail }>(`/admin/servico/${id}`).then((answer) => answer.data);
export const updateService = (
  id: number,
  body: { status?: string; mensagem?: string | null; num_protocolo?: string | null },
) => api<{ mensagem: string; data: AdminServiceDetail }>(`/admin/servico/${id}/update`, { method: 'PATCH', body });

/** The Busca's parecer, as the multipart field `parecer`. */
export function uploadParecer(id: number, file: File) {
  const body = new FormData();
  body.append('parecer', file, file.name);
  return api<{ mensagem: string; data: AdminServiceDetail }>(`/admin/servico/${id}/parecer`, { method: 'POST', body });
}

export const downloadBrandFiles = (id: number) => api(`/admin/marcas/${id}/download`, { responseType: 'blob' });
export const downloadServicePowerOfAttorney = (id: number) =>
  api(`/admin/servico/${id}/procuracao`, { responseType: 'blob' });

const pluralOf = (kind: OrderKind) => (kind === 'marca' ? 'marcas' : 'servicos');

/** The desk: staff who can be assigned, internal notes, assignment, bulk status changes. */
export const listStaff = () => api<AdminStaff>('/admin/equipe');
export const addNote = (kind: OrderKind, id: number, texto: string) =>
  api<{ mensagem: string }>(`/admin/${pluralOf(kind)}/${id}/notas`, { method: 'POST', body: { texto } });
export const assign = (kind: OrderKind, id: number, responsavel: number | null) =>
  api<{ mensagem: string }>(`/admin/${pluralOf(kind)}/${id}/responsavel`, { method: 'POST', body: { responsavel } });
export const changeStatusInBulk = (
  kind: OrderKind,
  body: { ids: number[]; status: string; mensagem?: string | null },
) => api<{ resultados: BulkResult[] }>(`/admin/${pluralOf(kind)}/status`, { method: 'POST', body });
export const saveViennaCodes = (id: number, codigos: string[]) =>
  api<{ mensagem: string; marca: AdminBrandDetail }>(`/admin/marcas/${id}/viena`, { method: 'PUT', body: { codigos } });

/** The CSV of the list as filtered now (the server audits it). */
export const exportList = (list: 'marcas' | 'servicos' | 'usuarios', params: ListParams) =>
  api(`/admin/${list}.csv`, { query: query({ ...params, pagina: undefined }), responseType: 'blob' });
