import { ownerOf, type CamelOwner } from '../../../machines/brand-wizard/owner-names';
import { allServiceAnswersOf, type ServiceAnswers } from '../../../machines/service-request/service-answers';
import type {
  AdminBrandDetail as AdminBrandDetailAnswer,
  AdminBrandRow as AdminBrandRowAnswer,
  AdminDownloadRow,
  AdminHolder,
  AdminOutboxRow,
  AdminPage,
  AdminPaymentRow,
  AdminOwner as AdminOwnerAnswer,
  AdminServiceDetail as AdminServiceDetailAnswer,
  AdminServiceRow as AdminServiceRowAnswer,
  AdminStaff,
  AdminUnknownPaymentRow,
  BulkResult,
  FilingChecklist,
} from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { SearchDraft } from '../../shared/schemas/search';
import { api } from '../api/client';
import type { AdminListSearch } from './admin-search';

type ListParams = Omit<AdminListSearch, 'ver'>;

// The back office reads camelCase where the spec's answers have snake_case (`Status_pagamento`, `num_protocolo`…).

export type AdminBrandRow = Omit<AdminBrandRowAnswer, 'Status_pagamento'> & { statusPagamento: string };
export type AdminOwner = CamelOwner<AdminOwnerAnswer>;
export type AdminBrandDetail = Omit<AdminBrandDetailAnswer, 'Status_pagamento' | 'proprietarios'> & {
  statusPagamento: string;
  proprietarios: AdminOwner[];
};

type ServiceRowSpecNames = 'num_protocolo' | 'plano_id' | 'nome_marca' | 'status_pagamento';
interface ServiceRowNames {
  numProtocolo: string | null;
  planId: number;
  nomeMarca: string | null;
  statusPagamento: string;
}
export type AdminServiceRow = Omit<AdminServiceRowAnswer, ServiceRowSpecNames> & ServiceRowNames;
export type AdminServiceDetail = Omit<
  AdminServiceDetailAnswer,
  ServiceRowSpecNames | 'procuracao_assinada' | 'dados_servico'
> &
  ServiceRowNames & {
    procuracaoAssinada: boolean;
    /** The form's answers (`dados_servico`), and any other key as it came. */
    dados: ServiceAnswers & Record<string, unknown>;
  };

const brandRowOf = ({ Status_pagamento, ...row }: AdminBrandRowAnswer): AdminBrandRow => ({
  ...row,
  statusPagamento: Status_pagamento,
});

const brandDetailOf = ({ Status_pagamento, proprietarios, ...brand }: AdminBrandDetailAnswer): AdminBrandDetail => ({
  ...brand,
  statusPagamento: Status_pagamento,
  proprietarios: proprietarios.map(ownerOf),
});

const serviceRowOf = ({
  num_protocolo,
  plano_id,
  nome_marca,
  status_pagamento,
  ...row
}: AdminServiceRowAnswer): AdminServiceRow => ({
  ...row,
  numProtocolo: num_protocolo,
  planId: plano_id,
  nomeMarca: nome_marca,
  statusPagamento: status_pagamento,
});

const serviceDetailOf = ({
  num_protocolo,
  plano_id,
  nome_marca,
  status_pagamento,
  procuracao_assinada,
  dados_servico,
  ...service
}: AdminServiceDetailAnswer): AdminServiceDetail => ({
  ...service,
  numProtocolo: num_protocolo,
  planId: plano_id,
  nomeMarca: nome_marca,
  statusPagamento: status_pagamento,
  procuracaoAssinada: procuracao_assinada,
  dados: allServiceAnswersOf(dados_servico),
});

const pageOf =
  <Answer, Row>(rowOf: (answer: Answer) => Row) =>
  (page: AdminPage<Answer>): AdminPage<Row> => ({ ...page, itens: page.itens.map(rowOf) });

/** Only the params that are set, so the server applies its defaults. */
const query = (params: ListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const listBrands = (params: ListParams) =>
  api<AdminPage<AdminBrandRowAnswer>>('/admin/marcas', { query: query(params) }).then(pageOf(brandRowOf));
export const listServices = (params: ListParams) =>
  api<AdminPage<AdminServiceRowAnswer>>('/admin/servicos', { query: query(params) }).then(pageOf(serviceRowOf));
export const listUsers = (params: ListParams) => api<AdminPage<AdminHolder>>('/admin/users', { query: query(params) });
export const listDownloads = (pagina?: number) =>
  api<AdminPage<AdminDownloadRow>>('/admin/downloads', { query: pagina ? { pagina } : {} });

export const listOutbox = (pagina?: number) =>
  api<AdminPage<AdminOutboxRow>>('/admin/mensagens', { query: pagina ? { pagina } : {} });

export const listPaymentAlerts = () => api<AdminPaymentRow[]>('/admin/pagamentos', { query: { alertas: 1 } });
export const listUnknownPayments = () => api<AdminUnknownPaymentRow[]>('/admin/pagamentos/desconhecidos');

/** An answer carrying the brand (`marca`), with the brand in camelCase. */
const withBrandDetail = <Answer extends { marca: AdminBrandDetailAnswer }>(answer: Answer) => ({
  ...answer,
  marca: brandDetailOf(answer.marca),
});
/** An answer carrying the service (`data`), with the service in camelCase. */
const withServiceDetail = <Answer extends { data: AdminServiceDetailAnswer }>(answer: Answer) => ({
  ...answer,
  data: serviceDetailOf(answer.data),
});

export const getBrand = (id: number) => api<AdminBrandDetailAnswer>(`/admin/marcas/${id}`).then(brandDetailOf);
export const updateBrand = (
  id: number,
  body: {
    status?: string;
    mensagem?: string | null;
    partes?: string[];
    processoInpi?: string | null;
    protocolo?: string | null;
  },
) =>
  api<{ mensagem: string; marca: AdminBrandDetailAnswer }>(`/admin/marcas/${id}`, { method: 'PATCH', body }).then(
    withBrandDetail,
  );

export type ChecklistBody = Omit<FilingChecklist, 'pendencias' | 'completo' | 'atualizadoPor' | 'atualizadoEm'>;
export const saveChecklist = (id: number, body: ChecklistBody) =>
  api<{ mensagem: string; marca: AdminBrandDetailAnswer }>(`/admin/marcas/${id}/checklist`, {
    method: 'PUT',
    body,
  }).then(withBrandDetail);

/** "Desfazer": the last status change and its e-mail, inside the grace period. */
export const undoBrandChange = (id: number, evento: number) =>
  api<{ mensagem: string; marca: AdminBrandDetailAnswer }>(`/admin/marcas/${id}/desfazer`, {
    method: 'POST',
    body: { evento },
  }).then(withBrandDetail);
export const undoServiceChange = (id: number, evento: number) =>
  api<{ mensagem: string; data: AdminServiceDetailAnswer }>(`/admin/servicos/${id}/desfazer`, {
    method: 'POST',
    body: { evento },
  }).then(withServiceDetail);

export const getService = (id: number) =>
  api<{ data: AdminServiceDetailAnswer }>(`/admin/servico/${id}`).then((answer) => serviceDetailOf(answer.data));
/** PATCH …/update: the protocol goes as the spec's `num_protocolo`. */
export const updateService = (
  id: number,
  {
    numProtocolo,
    ...body
  }: { status?: string; mensagem?: string | null; partes?: string[]; numProtocolo?: string | null },
) =>
  api<{ mensagem: string; data: AdminServiceDetailAnswer }>(`/admin/servico/${id}/update`, {
    method: 'PATCH',
    body: { ...body, ...(numProtocolo !== undefined && { num_protocolo: numProtocolo }) },
  }).then(withServiceDetail);

/** The Busca's parecer, as the multipart field `parecer`. */
export function uploadParecer(id: number, file: File) {
  const body = new FormData();
  body.append('parecer', file, file.name);
  return api<{ mensagem: string; data: AdminServiceDetailAnswer }>(`/admin/servico/${id}/parecer`, {
    method: 'POST',
    body,
  }).then(withServiceDetail);
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
  api<{ mensagem: string; marca: AdminBrandDetailAnswer }>(`/admin/marcas/${id}/viena`, {
    method: 'PUT',
    body: { codigos },
  }).then(withBrandDetail);

/** Staff record a registration's validity end by hand, with the reason the customer reads. */
export const recordValidity = (id: number, body: { ate: string; motivo: string }) =>
  api<{ mensagem: string; marca: AdminBrandDetailAnswer }>(`/admin/inpi/marcas/${id}/vigencia`, {
    method: 'POST',
    body,
  }).then(withBrandDetail);

/** The CSV of the list as filtered now (the server audits it). */
export const exportList = (list: 'marcas' | 'servicos' | 'usuarios', params: ListParams) =>
  api(`/admin/${list}.csv`, { query: query({ ...params, pagina: undefined }), responseType: 'blob' });

/** GET /api/admin/servico/{id}/busca-automatica: the public search's answer for the service's name and class. */
export const getSearchDraft = (id: number) => api<SearchDraft>(`/admin/servico/${id}/busca-automatica`);
