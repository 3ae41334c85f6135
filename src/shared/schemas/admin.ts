import type { BrandClass } from '../brand-classes';
import type { OwnerAddress, SignatureReport } from './brand-wizard';
import * as v from 'valibot';
import {
  brandStatuses,
  correctionParts,
  serviceStatuses,
  type ConcludeFacts,
  type CorrectionPart,
} from '../request-statuses';
import { messages } from '../messages';
import { normalizeViennaCode, VIENNA_MAX_CODES } from '../vienna';
import type { OrderKind } from './checkout';
import type { BrandInpiSummary } from './inpi';

/**
 * The back office's API contract (/api/admin/...), shared by src/server/admin and src/web/admin. Lists are
 * searched, sorted and paged on the server; the page sizes are the spec's.
 */
export const ADMIN_PAGE_SIZE = { marcas: 5, usuarios: 5, servicos: 4, downloads: 10, mensagens: 20 } as const;
export const MAX_SEARCH_LENGTH = 100;

/** Besides the spec's page size, staff may ask for these (the screen remembers the choice). */
export const LARGER_PAGE_SIZES = [20, 50] as const;
/** The terms promise filing within this many business days of the customer's submission. */
export const FILING_PROMISE_BUSINESS_DAYS = 15;
export const PAYMENT_STATUSES = ['Pago', 'Pendente'] as const;

export const sortableColumns = {
  marcas: ['id', 'protocolo', 'plano', 'status', 'pagamento', 'enviado'],
  servicos: ['id', 'servico', 'status', 'pagamento', 'enviado'],
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
    porPagina: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.picklist([ADMIN_PAGE_SIZE[name], ...LARGER_PAGE_SIZES] as number[], messages.admin.pageSizeInvalid),
      ),
    ),
    ...(name === 'usuarios' ? usersFilters : requestFilters(name === 'marcas' ? brandStatuses : serviceStatuses)),
  });
}

const usersFilters = {
  /** Staff accounts are left out unless asked for. */
  equipe: v.optional(v.picklist(['sim'], messages.admin.filterInvalid)),
};

function requestFilters(statuses: readonly string[]) {
  return {
    status: v.optional(v.picklist(statuses, messages.admin.statusInvalid(statuses))),
    /** Whether the customer sent the request (confirmed the wizard's review). */
    enviado: v.optional(v.picklist(['sim', 'nao'], messages.admin.filterInvalid)),
    pagamento: v.optional(v.picklist(PAYMENT_STATUSES, messages.admin.filterInvalid)),
    /** A staff member's id, "eu" (the caller) or "ninguem" (unassigned). */
    responsavel: v.optional(v.pipe(v.string(), v.regex(/^(eu|ninguem|\d{1,10})$/, messages.admin.filterInvalid))),
    /** Only requests past the filing promise and still open. */
    atrasado: v.optional(v.picklist(['1'], messages.admin.filterInvalid)),
    /** pendente: sent and open, waiting for a recognised signature of every outorgante on the procuração. */
    assinatura: v.optional(v.picklist(['pendente'], messages.admin.filterInvalid)),
  };
}

export type ListQuery = {
  busca: string;
  pagina: number;
  ordem?: string;
  direcao?: SortDirection;
  porPagina?: number;
  status?: string;
  enviado?: 'sim' | 'nao';
  pagamento?: string;
  responsavel?: string;
  atrasado?: '1';
  assinatura?: 'pendente';
  equipe?: 'sim';
};

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

export type AdminBrandRow = {
  ID: number;
  protocolo: string | null;
  processoInpi: string | null;
  PlanoID: number;
  plano: string;
  Status: string;
  Status_pagamento: string;
  Nome: string | null;
  titular: Pick<AdminHolder, 'userID' | 'fullName' | 'CPF'>;
} & AdminQueueFacts;

/** Where a request stands against the filing promise, and who works it. */
export interface AdminQueueFacts {
  /** When the customer sent it; null while they have not. */
  enviadoEm: string | null;
  /** Business days since it was sent (null while not sent). */
  diasUteis: number | null;
  /** Sent, still open and past FILING_PROMISE_BUSINESS_DAYS business days. */
  atrasado: boolean;
  responsavel: { id: number; nome: string } | null;
  /** When the customer last sent it again after a return for correction (null if never). */
  reenviadoEm: string | null;
  /** While returned for correction: the parts the customer may change. */
  correcao: CorrectionPart[];
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

export type AdminBrandDetail = AdminBrandRow & {
  AreaAtuacao: string | null;
  Descricao: string | null;
  Tipo: string | null;
  /** The main class: the first of `classes`. */
  ClasseNice: number | null;
  /** Every class filed, with its pre-approved items and free text. */
  classes: BrandClass[];
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
  proprietarios: AdminOwner[];
  documentos: AdminDocument[];
  /** The filing checklist that must be complete before the protocol is recorded. */
  checklist: FilingChecklist;
  /** The last status change while its e-mail still waits out the grace period: "Desfazer" cancels both. */
  desfazer: PendingUndo | null;
  historico: AdminHistoryRow[];
  /** What the concluding guard reads (paid, sent, protocol, signature): the screen offers Concluida only when all hold. */
  conclusao: ConcludeFacts;
  /** Staff-only notes, oldest first: never shown to the customer. */
  notas: AdminNote[];
  /** The Vienna codes staff gave the figure (figurative and mixed marks), as e-Marcas shows them. */
  classificacaoViena: string[];
  /** The registration's validity end and renewal windows, imported or recorded by staff; null while none is known. */
  vigencia: BrandInpiSummary['vigencia'];
};

/** A titular (owner) as e-Marcas asks for it. */
export interface AdminOwner {
  nome: string;
  email: string;
  doc_num: string;
  tipo_doc: string;
  /** A person's nationality; empty for a company. */
  nacionalidade: string;
  endereco: OwnerAddress;
  /** A company's legal representative. */
  representante: { nome: string; cpf: string; nacionalidade: string } | null;
}

export interface FilingChecklist {
  contasEinpi: boolean;
  gruNumero: string | null;
  gruValorCentavos: number | null;
  gruVencimento: string | null;
  gruPaga: boolean;
  /** What is still missing, in pt-BR (empty when complete). */
  pendencias: string[];
  completo: boolean;
  atualizadoPor: string | null;
  atualizadoEm: string | null;
}

export interface PendingUndo {
  /** The status event to undo (POST …/{id}/desfazer with {evento}). */
  evento: number;
  statusAnterior: string;
  statusNovo: string;
  /** When the e-mail leaves and undoing stops being possible. */
  ate: string;
}

/** PUT /api/admin/marcas/{id}/checklist */
export const filingChecklistSchema = v.strictObject(
  {
    contasEinpi: v.boolean(messages.admin.checklistInvalid),
    gruNumero: v.nullable(
      v.pipe(
        v.string(messages.admin.gruNumberInvalid),
        v.trim(),
        v.maxLength(40, messages.admin.gruNumberInvalid),
        v.transform((value) => value || null),
      ),
    ),
    gruValorCentavos: v.nullable(
      v.pipe(
        v.number(messages.admin.gruAmountInvalid),
        v.integer(messages.admin.gruAmountInvalid),
        v.minValue(1, messages.admin.gruAmountInvalid),
        v.maxValue(100_000_000, messages.admin.gruAmountInvalid),
      ),
    ),
    gruVencimento: v.nullable(
      v.pipe(
        v.string(messages.admin.gruDueInvalid),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, messages.admin.gruDueInvalid),
        v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), messages.admin.gruDueInvalid),
      ),
    ),
    gruPaga: v.boolean(messages.admin.checklistInvalid),
  },
  messages.admin.unknownField,
);

/** POST /api/admin/{marcas|servicos}/{id}/desfazer */
export const undoSchema = v.strictObject(
  { evento: v.pipe(v.number(messages.admin.undoNothing), v.integer(messages.admin.undoNothing)) },
  messages.admin.unknownField,
);

export type AdminServiceRow = {
  id: number;
  num_protocolo: string | null;
  nome: string;
  plano_id: number;
  servico: string;
  nome_marca: string | null;
  status: string;
  status_pagamento: string;
  titular: Pick<AdminHolder, 'userID' | 'fullName' | 'CPF'>;
} & AdminQueueFacts;

export type AdminServiceDetail = AdminServiceRow & {
  mensagem: string | null;
  segmento: string | null;
  procuracao_assinada: boolean;
  /** Busca has none; for the rest, whether the customer sent it. */
  procuracao: 'nao-se-aplica' | 'enviada' | 'pendente';
  dados_servico: Record<string, unknown>;
  criadoEm: string;
  titular: AdminHolder;
  historico: AdminHistoryRow[];
  /** What the concluding guard reads (paid, sent). */
  conclusao: ConcludeFacts;
  /** Staff-only notes, oldest first: never shown to the customer. */
  notas: AdminNote[];
  /** Whether staff delivered the Busca's parecer as a PDF. */
  parecer: boolean;
  /** The last status change while its e-mail still waits out the grace period. */
  desfazer: PendingUndo | null;
};

export interface AdminDownloadRow {
  id: number;
  quando: string;
  autor: string | null;
  autorEmail: string | null;
  tipo: OrderKind;
  requisicao: number;
  arquivos: string[];
}

/** One message of the outbox (e-mail or WhatsApp) as GET /api/admin/mensagens lists it, newest first. */
export interface AdminOutboxRow {
  id: number;
  canal: 'email' | 'whatsapp';
  /** The e-mail address, or the customer's name and phone for WhatsApp. */
  para: string;
  /** The e-mail's subject, or the WhatsApp template's name (docs/whatsapp.md). */
  modelo: string;
  /** pending | sent | skipped | failed */
  status: string;
  /** Sends tried so far: more than one means retries. */
  tentativas: number;
  ultimoErro: string | null;
  criadoEm: string;
  enviadoEm: string | null;
}

/** One payment attempt as GET /api/admin/pagamentos lists it. */
export interface AdminPaymentRow {
  /** The attempt's public id (the one the customer's browser sees). */
  id: number | null;
  pedido: { tipo: OrderKind; id: number; referencia: string };
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

/** A payment the provider notified that names nothing of ours, as GET /api/admin/pagamentos/desconhecidos lists it. */
export interface AdminUnknownPaymentRow {
  provedor: string;
  idNoProvedor: string;
  referencia: string | null;
  valorCents: number;
  status: string;
  alerta: string;
  vistoEm: string;
  ultimaNotificacaoEm: string;
}

export const INPI_PROCESS_DIGITS = 9;

/** The message to the customer saved with a status change, optional and nullable. */
const messageField = v.optional(
  v.nullable(v.pipe(v.string(messages.admin.messageInvalid), v.maxLength(2000, messages.admin.messageTooLong))),
);

/** The parts a return for correction reopens (required to return, ignored otherwise). */
const partsField = v.optional(
  v.pipe(
    v.array(v.picklist(correctionParts, messages.admin.returnPartsRequired), messages.admin.returnPartsRequired),
    v.transform((parts) => [...new Set(parts)]),
  ),
);

/** The INPI protocol as staff type it: letters, digits, spaces and . / -, up to 40; blank clears it. */
const protocolField = v.optional(
  v.nullable(
    v.pipe(
      v.string(messages.admin.protocolInvalid),
      v.trim(),
      v.maxLength(40, messages.admin.protocolInvalid),
      v.regex(/^[\p{L}\d ./-]*$/u, messages.admin.protocolInvalid),
      v.transform((value) => value || null),
    ),
  ),
);

/** PATCH /api/admin/marcas/{id}: the status, and the INPI process number and protocol once filed (each optional). */
export const brandUpdateSchema = v.pipe(
  v.strictObject(
    {
      status: v.optional(v.picklist(brandStatuses, messages.admin.statusInvalid(brandStatuses))),
      /** The reason e-mailed to the customer with the change (required to reject or return). */
      mensagem: messageField,
      /** Returning for correction: what the customer may change (dados, documentos, procuracao). */
      partes: partsField,
      processoInpi: v.optional(
        v.nullable(
          v.pipe(
            v.string(messages.admin.processInvalid),
            v.transform((value) => value.replace(/\D/g, '') || null),
            v.nullable(v.pipe(v.string(), v.length(INPI_PROCESS_DIGITS, messages.admin.processInvalid))),
          ),
        ),
      ),
      protocolo: protocolField,
    },
    messages.admin.unknownField,
  ),
  v.check((body) => Object.keys(body).length > 0, messages.admin.nothingToUpdate),
);

/** PATCH /api/admin/servico/{id}/update: status and the optional message to the customer, saved together; and the INPI protocol. */
export const serviceUpdateSchema = v.pipe(
  v.strictObject(
    {
      status: v.optional(v.picklist(serviceStatuses, messages.admin.statusInvalid(serviceStatuses))),
      mensagem: messageField,
      partes: partsField,
      num_protocolo: protocolField,
    },
    messages.admin.unknownField,
  ),
  v.check(
    (body) => body.status !== undefined || body.num_protocolo !== undefined,
    messages.admin.serviceNothingToUpdate,
  ),
);

export interface AdminNote {
  id: number;
  texto: string;
  autor: string | null;
  criadoEm: string;
}

/** POST /api/admin/{marcas|servicos}/{id}/notas */
export const noteSchema = v.strictObject(
  {
    texto: v.pipe(
      v.string(messages.admin.noteRequired),
      v.trim(),
      v.minLength(1, messages.admin.noteRequired),
      v.maxLength(2000, messages.admin.noteTooLong),
    ),
  },
  messages.admin.unknownField,
);

/** POST /api/admin/{marcas|servicos}/{id}/responsavel: a staff member's id, or null to leave it unassigned. */
export const assignSchema = v.strictObject(
  {
    responsavel: v.nullable(
      v.pipe(v.number(messages.admin.assigneeInvalid), v.integer(messages.admin.assigneeInvalid)),
    ),
  },
  messages.admin.unknownField,
);

export const BULK_MAX = 100;

/** POST /api/admin/{marcas|servicos}/status: one status for many requests, answered row by row. */
export function bulkStatusSchema(statuses: readonly string[]) {
  return v.strictObject(
    {
      ids: v.pipe(
        v.array(
          v.pipe(v.number(messages.admin.bulkIdsInvalid), v.integer(messages.admin.bulkIdsInvalid)),
          messages.admin.bulkIdsInvalid,
        ),
        v.minLength(1, messages.admin.bulkIdsInvalid),
        v.maxLength(BULK_MAX, messages.admin.bulkIdsInvalid),
      ),
      status: v.picklist(statuses, messages.admin.statusInvalid(statuses)),
      mensagem: messageField,
    },
    messages.admin.unknownField,
  );
}

export interface BulkResult {
  id: number;
  ok: boolean;
  /** The HTTP status the single change would have answered (200, 400, 404, 409). */
  codigo: number;
  status?: string;
  erro?: string;
}

/** PUT /api/admin/marcas/{id}/viena: the figure's Vienna codes (an empty list clears them), normalised and once each. */
export const viennaSchema = v.strictObject(
  {
    codigos: v.pipe(
      v.array(
        v.pipe(
          v.string(messages.admin.viennaInvalid),
          v.transform(normalizeViennaCode),
          v.string(messages.admin.viennaInvalid),
        ),
        messages.admin.viennaInvalid,
      ),
      v.maxLength(VIENNA_MAX_CODES, messages.admin.viennaTooMany),
      v.transform((codes) => [...new Set(codes)]),
    ),
  },
  messages.admin.unknownField,
);

/** GET /api/admin/equipe: who a request can be assigned to, and the caller ("Atribuir a mim"). */
export interface AdminStaff {
  membros: { id: number; nome: string }[];
  eu: number;
}
