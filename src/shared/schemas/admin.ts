import type { SignatureReport } from './brand-wizard';
import * as v from 'valibot';
import { brandStatuses, serviceStatuses } from '../../../machines/request-status';
import { messages } from '../messages';

/**
 * The back office's API contract (/api/admin/...), shared by src/server/admin and src/web/admin. Lists are
 * searched, sorted and paged on the server; the page sizes are the spec's.
 */
export const ADMIN_PAGE_SIZE = { marcas: 5, usuarios: 5, servicos: 4, downloads: 10 } as const;
export const MAX_SEARCH_LENGTH = 100;

export const sortableColumns = {
  marcas: ['id', 'protocolo', 'plano', 'status', 'pagamento'],
  servicos: ['id', 'servico', 'status', 'pagamento'],
  usuarios: ['id', 'nome', 'email'],
} as const;

export type AdminListName = keyof typeof sortableColumns;
export type SortDirection = 'asc' | 'desc';

/** The query of a list call, and the search params of its page (the URL keeps them). */
export function listQuerySchema<Name extends AdminListName>(name: Name) {
  return v.object({
    busca: v.optional(v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH, messages.admin.searchTooLong)), ''),
    pagina: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.number(messages.admin.pageInvalid),
        v.integer(messages.admin.pageInvalid),
        v.minValue(1, messages.admin.pageInvalid),
        v.maxValue(1_000_000, messages.admin.pageInvalid),
      ),
      1,
    ),
    ordem: v.optional(v.picklist(sortableColumns[name] as readonly string[], messages.admin.sortInvalid)),
    direcao: v.optional(v.picklist(['asc', 'desc'], messages.admin.sortInvalid)),
  });
}

export type ListQuery = { busca: string; pagina: number; ordem?: string; direcao?: SortDirection };

export interface AdminPage<Item> {
  itens: Item[];
  pagina: number;
  totalPaginas: number;
  total: number;
  /** False when a broad search matched more rows than are counted (the server's COUNT_CAP): then total is that cap and more pages may follow. */
  totalExato: boolean;
  porPagina: number;
}

export interface AdminHolder {
  userID: number;
  fullName: string;
  CPF: string;
  phone: string;
  Email: string;
}

export interface AdminBrandRow {
  ID: number;
  protocolo: string | null;
  processoInpi: string | null;
  PlanoID: number;
  plano: string;
  Status: string;
  Status_pagamento: string;
  Nome: string | null;
  titular: Pick<AdminHolder, 'userID' | 'fullName' | 'CPF'>;
}

export interface AdminHistoryRow {
  id: number;
  kind: string;
  statusFrom: string | null;
  statusTo: string | null;
  message: string | null;
  /** Who made the change: a staff member's name, or null for the customer or the system. */
  autor: string | null;
  criadoEm: string;
}

export interface AdminDocument {
  tipo: string;
  nome: string;
  mimeType: string;
  tamanho: number;
  enviadoEm: string;
  sha256: string;
  /** The procuração's verified signature: its state (assinada, vencida, nao_reconhecida, alterada...), who signed, what is missing. */
  assinatura: SignatureReport | null;
}

export interface AdminBrandDetail extends AdminBrandRow {
  AreaAtuacao: string | null;
  Descricao: string | null;
  Tipo: string | null;
  ClasseNice: number | null;
  MarcaJaUtilizada: boolean | null;
  DataPrimeiroUso: string | null;
  RegistroInternacional: boolean | null;
  NumeroRegistroInternacional: string | null;
  PaisDeRegistro: string | null;
  criadoEm: string;
  atualizadoEm: string;
  confirmadoEm: string | null;
  titular: AdminHolder & {
    Endereco: string;
    Numero: string;
    Complemento: string;
    Cidade: string;
    Estado: string;
    CEP: string;
  };
  proprietarios: { nome: string; email: string; doc_num: string; tipo_doc: string }[];
  documentos: AdminDocument[];
  historico: AdminHistoryRow[];
}

export interface AdminServiceRow {
  id: number;
  num_protocolo: string | null;
  nome: string;
  plano_id: number;
  servico: string;
  nome_marca: string | null;
  status: string;
  status_pagamento: string;
  titular: Pick<AdminHolder, 'userID' | 'fullName' | 'CPF'>;
}

export interface AdminServiceDetail extends AdminServiceRow {
  mensagem: string | null;
  segmento: string | null;
  procuracao_assinada: boolean;
  /** Busca has none; for the rest, whether the customer sent it. */
  procuracao: 'nao-se-aplica' | 'enviada' | 'pendente';
  dados_servico: Record<string, unknown>;
  criadoEm: string;
  titular: AdminHolder;
  historico: AdminHistoryRow[];
}

export interface AdminDownloadRow {
  id: number;
  quando: string;
  autor: string | null;
  autorEmail: string | null;
  tipo: 'marca' | 'servico';
  requisicao: number;
  arquivos: string[];
}

/** One payment attempt as GET /api/admin/pagamentos lists it. */
export interface AdminPaymentRow {
  /** The attempt's public id (the one the customer's browser sees). */
  id: number | null;
  pedido: { tipo: 'marca' | 'servico'; id: number; referencia: string };
  userID: number;
  cliente: { nome: string; email: string };
  metodo: string;
  forma: string;
  valorCents: number;
  parcelas: number;
  provedor: string;
  idNoProvedor: string | null;
  status: string;
  status_detail: string;
  duplicidade: boolean;
  alerta: string | null;
  /** For a duplicate: whether its money is back with the customer (null for any other attempt). */
  devolucao: { concluida: boolean; texto: string } | null;
  motivoEncerramento: string | null;
  criadoEm: string;
  atualizadoEm: string;
}

export const INPI_PROCESS_DIGITS = 9;

/** PATCH /api/admin/marcas/{id}: the status, and the INPI process number and protocol once filed (each optional). */
export const brandUpdateSchema = v.pipe(
  v.strictObject(
    {
      status: v.optional(v.picklist(brandStatuses, messages.admin.statusInvalid(brandStatuses))),
      processoInpi: v.optional(
        v.nullable(
          v.pipe(
            v.string(messages.admin.processInvalid),
            v.transform((value) => value.replace(/\D/g, '') || null),
            v.nullable(v.pipe(v.string(), v.length(INPI_PROCESS_DIGITS, messages.admin.processInvalid))),
          ),
        ),
      ),
      protocolo: v.optional(
        v.nullable(
          v.pipe(
            v.string(messages.admin.protocolInvalid),
            v.trim(),
            v.maxLength(40, messages.admin.protocolInvalid),
            v.regex(/^[\p{L}\d ./-]*$/u, messages.admin.protocolInvalid),
            v.transform((value) => value || null),
          ),
        ),
      ),
    },
    messages.admin.unknownField,
  ),
  v.check((body) => Object.keys(body).length > 0, messages.admin.nothingToUpdate),
);

/** PATCH /api/admin/servico/{id}/update: status and the optional message to the customer, saved together. */
export const serviceUpdateSchema = v.strictObject(
  {
    status: v.picklist(serviceStatuses, messages.admin.statusInvalid(serviceStatuses)),
    mensagem: v.optional(
      v.nullable(v.pipe(v.string(messages.admin.messageInvalid), v.maxLength(2000, messages.admin.messageTooLong))),
    ),
  },
  messages.admin.unknownField,
);
