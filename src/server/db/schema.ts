import type { BrandClass } from '../../shared/brand-classes';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DespachoElements } from '../../shared/schemas/inpi';
import type { CorrectionPart } from '../../shared/request-statuses';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  smallint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** 2^52 + 52 random bits: always 16 digits, below 2^53, so it stays exact as a JSON number. */
export function randomPublicId(): number {
  return 2 ** 52 + Number(randomBytes(8).readBigUInt64BE(0) >> 12n);
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Raised on every password change; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    endereco: text('endereco').notNull().default(''),
    numero: text('numero').notNull().default(''),
    complemento: text('complemento').notNull().default(''),
    /** Mercado Pago's boleto payer needs the neighbourhood (payer.address.neighborhood). */
    bairro: text('bairro').notNull().default(''),
    cidade: text('cidade').notNull().default(''),
    estado: text('estado').notNull().default(''),
    cep: text('cep').notNull().default(''),
    /** The customer agreed to hear about their requests on WhatsApp (at sign-up or in the profile); withdrawn there. */
    aceitaWhatsapp: boolean('aceita_whatsapp').notNull().default(false),
    /** A person's nationality ("brasileira"), as a service's power of attorney qualifies the holder. */
    nacionalidade: text('nacionalidade').notNull().default(''),
    /** Set when the customer deleted the account: the row stays only as the anonymous owner of paid orders. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The back office's search text: kept by a database trigger (migration admin_search), never written by the app. */
    busca: text('busca').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_cpf_unique').on(table.cpf),
    index('users_full_name_idx').on(table.fullName, table.id),
  ],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token in the link: a leaked table does not leak usable links. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A return for correction: the parts staff reopened (until the customer resends it) and when it was last resent. */
const correctionColumns = () => ({
  correcao: text('correcao')
    .array()
    .$type<CorrectionPart[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  reenviadoEm: timestamp('reenviado_em', { withTimezone: true }),
});

export const marcas = pgTable(
  'marcas',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planoId: integer('plano_id').notNull(),
    protocolo: text('protocolo'),
    /** The INPI process number staff record once the request is filed: 9 digits. */
    processoInpi: text('processo_inpi'),
    status: text('status').notNull().default('Pendente'),
    statusPagamento: text('status_pagamento').notNull().default('Pendente'),
    nome: text('nome'),
    descricao: text('descricao'),
    areaAtuacao: text('area_atuacao'),
    tipo: text('tipo'),
    marcaJaUtilizada: boolean('marca_ja_utilizada'),
    dataPrimeiroUso: date('data_primeiro_uso'),
    registroInternacional: boolean('registro_internacional'),
    numeroRegistroInternacional: text('numero_registro_internacional'),
    paisDeRegistro: text('pais_de_registro'),
    /** The main Nice class (1 to 45): the first of `classes`, which indexes, filters and the watch read. */
    classeNice: integer('classe_nice'),
    /** Every class filed, with its items; null on requests saved before, read through `legacyClasses`. */
    classes: jsonb('classes').$type<BrandClass[]>(),
    /** The procuração carries a recognised signature of every outorgante (signatures/owner-signatures.ts). */
    procuracaoAssinada: boolean('procuracao_assinada').notNull().default(false),
    /** Reminders to sign already sent (3 and 7 days after the confirmation; requests/signature-reminders.ts). */
    signatureReminders: smallint('signature_reminders').notNull().default(0),
    /** When the customer confirmed the wizard's review: the request is then under review and read-only. */
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    ...correctionColumns(),
    /** The staff member working the request (the back office's "meus pedidos"). */
    responsavelId: integer('responsavel_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Vienna codes staff give a figurative or mixed mark's figure before filing it (e.g. 26.1.1). */
    classificacaoViena: text('classificacao_viena')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The customer's open checkout draft, reused when they pick a plan again. At most one per customer,
     * held by the database (partial unique index), so simultaneous requests cannot open several.
     */
    draft: boolean('draft').notNull().default(false),
    /** The back office's search text: kept by a database trigger (migration admin_search), never written by the app. */
    busca: text('busca').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('marcas_one_draft_per_user')
      .on(table.userId)
      .where(sql`${table.draft}`),
    index('marcas_user_idx').on(table.userId),
    // The back office's sortable columns, each with the id as tie-breaker (its ORDER BY).
    index('marcas_status_idx').on(table.status, table.id),
    index('marcas_status_pagamento_idx').on(table.statusPagamento, table.id),
    index('marcas_plano_idx').on(table.planoId, table.id),
    index('marcas_protocolo_idx').on(table.protocolo, table.id),
    index('marcas_responsavel_idx').on(table.responsavelId, table.id),
    index('marcas_confirmado_em_idx').on(table.confirmadoEm, table.id),
    // The requests waiting for their procuração's signature: the reminders and the back office's filter.
    index('marcas_awaiting_signature_idx')
      .on(table.confirmadoEm)
      .where(sql`NOT ${table.procuracaoAssinada}`),
  ],
);

export const servicos = pgTable(
  'servicos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planoId: integer('plano_id').notNull(),
    numProtocolo: text('num_protocolo'),
    nome: text('nome').notNull().default(''),
    status: text('status').notNull().default('Pendente'),
    statusPagamento: text('status_pagamento').notNull().default('Pendente'),
    mensagem: text('mensagem'),
    /** The procuração carries a recognised signature of the holder (signatures/owner-signatures.ts). */
    procuracaoAssinada: boolean('procuracao_assinada').notNull().default(false),
    /** Reminders to sign already sent (3 and 7 days after it was sent; requests/signature-reminders.ts). */
    signatureReminders: smallint('signature_reminders').notNull().default(0),
    dados: jsonb('dados')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** When the customer sent the request (its review's "Confirmar"): it is then under review and read-only. */
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    ...correctionColumns(),
    /** The staff member working the request (the back office's "meus pedidos"). */
    responsavelId: integer('responsavel_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's open checkout draft for this service: at most one per customer and service (partial unique index). */
    draft: boolean('draft').notNull().default(false),
    /** The back office's search text: kept by a database trigger (migration admin_search), never written by the app. */
    busca: text('busca').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('servicos_one_draft_per_user_plan')
      .on(table.userId, table.planoId)
      .where(sql`${table.draft}`),
    index('servicos_awaiting_signature_idx')
      .on(table.confirmadoEm)
      .where(sql`NOT ${table.procuracaoAssinada}`),
    index('servicos_user_idx').on(table.userId),
    index('servicos_status_idx').on(table.status, table.id),
    index('servicos_status_pagamento_idx').on(table.statusPagamento, table.id),
    index('servicos_plano_idx').on(table.planoId, table.id),
    index('servicos_responsavel_idx').on(table.responsavelId, table.id),
    index('servicos_confirmado_em_idx').on(table.confirmadoEm, table.id),
  ],
);

/** Every payment attempt on an order, whatever its outcome. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The id the browser sees: random (52 bits), so nobody walks from one customer's attempt to the next. */
    publicId: bigint('public_id', { mode: 'number' }).$defaultFn(randomPublicId),
    /** 'marca' (marcas.id) or 'servico' (servicos.id). */
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's plan when the attempt was made: its catalogue price is what must be paid. */
    planoId: integer('plano_id').notNull(),
    /** pix | boleto | credit_card | debit_card */
    method: text('method').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Ours before the provider's word (`unansweredStatuses`: creating, uncertain, failed); then Mercado Pago's statuses. */
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    pixQrCode: text('pix_qr_code'),
    pixQrCodeBase64: text('pix_qr_code_base64'),
    boletoLine: text('boleto_line'),
    boletoUrl: text('boleto_url'),
    /** Opens the printable boleto without a login (it opens in a new tab). */
    boletoToken: text('boleto_token'),
    payerName: text('payer_name').notNull().default(''),
    payerDocument: text('payer_document'),
    /** The client's key for this attempt: a repeat returns this attempt instead of charging again. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** When the provider was last asked about this payment (polling is throttled). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** An approval that arrived when the order was already paid ("pagamento em duplicidade"): refunded. */
    duplicate: boolean('duplicate').notNull().default(false),
    /** Why we cancelled or refunded it ourselves (a newer attempt replaced it, a duplicate), for admins. */
    closedReason: text('closed_reason'),
    /** What staff must look at (a payment for a deleted account, a divergent payment, a chargeback), shown in the Pagamentos tab. */
    alert: text('alert'),
    /** An approval whose money goes back to the payer (a deleted account's, a divergent one): refunded like a duplicate. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** A rejection's refund is asked only from then on: before, staff may still undo the rejection. */
    refundAfter: timestamp('refund_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_alert_idx')
      .on(table.id)
      .where(sql`${table.alert} is not null or ${table.duplicate}`),
    uniqueIndex('payments_user_idempotency_unique').on(table.userId, table.idempotencyKey),
    uniqueIndex('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    uniqueIndex('payments_public_id_unique').on(table.publicId),
    index('payments_order_idx').on(table.orderKind, table.orderId),
    index('payments_unanswered_idx')
      .on(table.id)
      .where(sql`${table.status} in ('creating', 'uncertain')`),
    // "Confira uma cobrança" finds a charge by the code the customer pasted.
    index('payments_boleto_line_idx')
      .on(table.boletoLine)
      .where(sql`${table.boletoLine} IS NOT NULL`),
    index('payments_pix_code_idx')
      .using('hash', table.pixQrCode)
      .where(sql`${table.pixQrCode} IS NOT NULL`),
  ],
);

/** Provider notifications already taken in: a redelivery of the same one is answered without acting again. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  /** The provider's request id (or the payment id, action and time when it sends none). */
  notificationKey: text('notification_key').notNull().unique(),
  providerPaymentId: text('provider_payment_id').notNull(),
  action: text('action').notNull().default(''),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment the provider notified that names nothing of ours: its notification is refused for a while (our side may
 * still be recording it), then staff are alerted (`alertedAt`) and see it in the Pagamentos tab.
 */
export const unknownProviderPayments = pgTable(
  'unknown_provider_payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    externalReference: text('external_reference'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('unknown_provider_payments_unique').on(table.provider, table.providerPaymentId)],
);

/** The owners (titulares) of a brand request, in the customer's order; saving the list replaces them all. */
export const brandOwners = pgTable(
  'brand_owners',
  {
    id: serial('id').primaryKey(),
    marcaId: integer('marca_id')
      .notNull()
      .references(() => marcas.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    /** CPF digits, or the 14 CNPJ characters uppercase. */
    docNum: text('doc_num').notNull(),
    /** cpf | cnpj */
    tipoDoc: text('tipo_doc').notNull(),
    /** A person's nationality, as the power of attorney qualifies them; empty for a company. */
    nacionalidade: text('nacionalidade').notNull().default(''),
    /** The owner's own address (each owner is qualified with theirs in the power of attorney). */
    cep: text('cep').notNull().default(''),
    logradouro: text('logradouro').notNull().default(''),
    numero: text('numero').notNull().default(''),
    complemento: text('complemento').notNull().default(''),
    bairro: text('bairro').notNull().default(''),
    cidade: text('cidade').notNull().default(''),
    estado: text('estado').notNull().default(''),
    /** A company's legal representative, who signs for it ("representada por"). */
    representanteNome: text('representante_nome'),
    representanteCpf: text('representante_cpf'),
    /** The representative's nationality, as the procuração qualifies them; empty when saved before it was asked. */
    representanteNacionalidade: text('representante_nacionalidade').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('brand_owners_marca_position_unique').on(table.marcaId, table.position)],
);

/**
 * Files a customer sent for a request (the signed power of attorney, the brand's documents): one current
 * file per kind. The bytes live under DATA_DIR/uploads at `storagePath`, a server-made name; the row is
 * committed only after the file is flushed to disk.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    marcaId: integer('marca_id').references(() => marcas.id, { onDelete: 'cascade' }),
    servicoId: integer('servico_id').references(() => servicos.id, { onDelete: 'cascade' }),
    /** procuracao | logo | comprovanteRes | docFoto */
    kind: text('kind').notNull(),
    /** The customer's file name, cleaned; for display only, never a path. */
    originalName: text('original_name').notNull(),
    /** Found in the content, not taken from the browser. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Relative to DATA_DIR/uploads. */
    storagePath: text('storage_path').notNull().unique(),
    /**
     * A PDF's signatures as verified (signatures/verify-pdf.ts): assinada | vencida | nao_reconhecida | alterada |
     * invalida | sem_assinatura | documento_diferente.
     */
    signatureStatus: text('signature_status').notNull().default('sem_assinatura'),
    /** Who signed (name and CPF from the certificate, the chain reached, the end of validity). */
    signers: jsonb('signers')
      .$type<
        { nome: string; cpf: string | null; cadeia?: 'gov.br' | 'ICP-Brasil' | null; validoAte?: string | null }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Which verifier version judged the file (documents/pdf-signature.ts); older ones are judged again. */
    verifierVersion: integer('verifier_version').notNull().default(0),
    /** Whether the file as sent went on after its last signature: only the signed revision is stored. */
    laterBytesDropped: boolean('later_bytes_dropped').notNull().default(false),
    /** An image's dimensions, read from the file itself. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_marca_kind_unique').on(table.marcaId, table.kind),
    uniqueIndex('documents_servico_kind_unique').on(table.servicoId, table.kind),
    check('documents_one_order', sql`num_nonnulls(${table.marcaId}, ${table.servicoId}) = 1`),
  ],
);

/**
 * What happened to a request, append-only: payments, wizard completion, each status change staff make
 * (who, from, to, message), the INPI protocol and, later, the INPI's despachos. The customer's timeline and
 * the back office's history both read it.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    /** 'marca' (marcas.id) or 'servico' (servicos.id). */
    requestKind: text('request_kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** pagamento | assistente | status | protocolo | inpi | … */
    kind: text('kind').notNull(),
    statusFrom: text('status_from'),
    statusTo: text('status_to'),
    /** Shown to the customer as written. */
    message: text('message'),
    /** The staff member who made the change; null for the customer or the system. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_events_request_idx').on(table.requestKind, table.requestId, table.createdAt)],
);

/**
 * What staff check before recording a brand's INPI protocol (the filing checklist): the co-owners' e-INPI
 * accounts, the GRU issued (number, amount, due date) and paid. One row per brand, written by staff.
 */
export const brandFilingChecklists = pgTable('brand_filing_checklists', {
  marcaId: integer('marca_id')
    .primaryKey()
    .references(() => marcas.id, { onDelete: 'cascade' }),
  contasEinpi: boolean('contas_einpi').notNull().default(false),
  gruNumero: text('gru_numero'),
  gruValorCentavos: integer('gru_valor_centavos'),
  gruVencimento: date('gru_vencimento'),
  gruPaga: boolean('gru_paga').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff-only notes on a request: never shown to the customer, never in an e-mail or message to them. */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: serial('id').primaryKey(),
    /** 'marca' (marcas.id) or 'servico' (servicos.id). */
    requestKind: text('request_kind').notNull(),
    requestId: integer('request_id').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    texto: text('texto').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_notes_request_idx').on(table.requestKind, table.requestId, table.createdAt)],
);

/**
 * E-mails waiting to be sent, written in the transaction of the change that causes them; a worker sends
 * them with retries. A row either carries a ready mail (to, subject, html, text) or names the request
 * event it tells the customer about, rendered when it is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    eventId: integer('event_id').references(() => requestEvents.id, { onDelete: 'cascade' }),
    /** email | whatsapp: a WhatsApp row is a template message to `userId`'s phone (docs/whatsapp.md). */
    channel: text('channel').notNull().default('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A WhatsApp template's name and body parameters, when the row does not name an event (written when sent). */
    template: text('template'),
    templateParams: jsonb('template_params').$type<string[]>(),
    /** pending | sent | skipped (nobody to tell) | failed (gave up after many attempts, or refused for good) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: until then no other worker takes the row; its claim id must match to finish it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimId: text('claim_id'),
    lastError: text('last_error'),
    /**
     * The Message-ID every send of this row carries, fixed before the first send: a mail sent again after a
     * crash is the same message to the recipient's server, which can drop the copy.
     */
    messageId: text('message_id'),
    /**
     * Set just before the mail goes to the mail server and cleared when it refuses: a row whose lease ended
     * with this set may have been accepted by the server before its worker died (SMTP cannot be asked).
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check(
      'mail_outbox_content',
      sql`${table.eventId} is not null or (${table.toAddress} is not null and ${table.subject} is not null and ${table.text} is not null) or (${table.channel} = 'whatsapp' and ${table.userId} is not null and ${table.template} is not null)`,
    ),
    uniqueIndex('mail_outbox_whatsapp_event_unique')
      .on(table.eventId)
      .where(sql`${table.channel} = 'whatsapp' AND ${table.eventId} IS NOT NULL`),
  ],
);

/**
 * Attempts counted per key (an address, an account at an address…), shared by every instance and kept
 * across restarts. `blockedUntil` grows with each failure past the free ones.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('throttles_last_attempt_idx').on(table.lastAttemptAt)],
);

/** A requested e-mail change: it takes effect only when the link sent to the new address is opened. */
export const emailChanges = pgTable('email_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  /** SHA-256 of the token in the link. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the customer confirmed at POST /api/marcas/{id}/confirmar, kept as it was: later profile or owner
 * changes do not rewrite it, and the power of attorney is served from here from then on.
 */
export const brandConfirmations = pgTable('brand_confirmations', {
  marcaId: integer('marca_id')
    .primaryKey()
    .references(() => marcas.id, { onDelete: 'cascade' }),
  /** The holder, owners, brand data and files (names, sizes, SHA-256) as confirmed. */
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  /** The power of attorney's text as generated at confirmation. */
  powerOfAttorneyText: text('power_of_attorney_text').notNull(),
  powerOfAttorneyPdf: bytea('power_of_attorney_pdf').notNull(),
  powerOfAttorneySha256: text('power_of_attorney_sha256').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff download of a customer's files (a request's zip, a procuração): who, when, which request, which files. */
export const staffDownloads = pgTable(
  'staff_downloads',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'marca' (marcas.id) or 'servico' (servicos.id). */
    requestKind: text('request_kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** The names the files had in the download. */
    files: jsonb('files').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_downloads_created_idx').on(table.createdAt)],
);

/**
 * Addresses the postal-code services gave (cep/cep-cache.ts), shared by every instance: a CEP looked up on
 * one is answered from here on the others. Only found addresses; each for a day.
 */
export const cepCache = pgTable(
  'cep_cache',
  {
    cep: text('cep').primaryKey(),
    /** { cep, logradouro, bairro, localidade, uf } */
    address: jsonb('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cep_cache_expires_idx').on(table.expiresAt)],
);

/** Each RPI (Marcas) issue imported, once: importing it again adds nothing (the rows below are unique). */
export const rpiIssues = pgTable('rpi_issues', {
  numero: integer('numero').primaryKey(),
  data: date('data').notNull(),
  processos: integer('processos').notNull().default(0),
  /** Despachos about our customers' processes and watch hits this issue brought. */
  despachos: integer('despachos').notNull().default(0),
  alertas: integer('alertas').notNull().default(0),
  /** upload | agendado */
  origem: text('origem').notNull(),
  importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An INPI despacho about one of our customers' processes, found in an RPI: its timeline event, the term
 * it opens (due date) and the reminders already queued. Unique by issue, process, code and request.
 */
export const inpiDespachos = pgTable(
  'inpi_despachos',
  {
    id: serial('id').primaryKey(),
    rpiNumero: integer('rpi_numero').notNull(),
    rpiData: date('rpi_data').notNull(),
    processo: text('processo').notNull(),
    codigo: text('codigo').notNull(),
    /** The INPI's own name of the despacho, as published. */
    nome: text('nome').notNull(),
    textoComplementar: text('texto_complementar'),
    marcaId: integer('marca_id')
      .notNull()
      .references(() => marcas.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => requestEvents.id, { onDelete: 'set null' }),
    /** The last day of the term the despacho opens (already moved to a business day); null when none. */
    dueDate: date('due_date'),
    reminded15At: timestamp('reminded_15_at', { withTimezone: true }),
    reminded5At: timestamp('reminded_5_at', { withTimezone: true }),
    /** Its place among the process's despachos in the issue: two despachos with the same code are both kept. */
    ordem: integer('ordem').notNull().default(0),
    /** Everything else the RPI printed with it (protocolo, sobrestamento, prioridade, apostila, …). */
    elementos: jsonb('elementos').$type<DespachoElements>().notNull().default({}),
    /** The end of the extraordinary term after the ordinary one (the concession fee's 30 days), if any. */
    dueExtraDate: date('due_extra_date'),
    /** When a later despacho resolved the term this one opened: it leaves the queue and no reminder goes out. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references((): AnyPgColumn => inpiDespachos.id, { onDelete: 'set null' }),
    /** When a staff member marked the term handled (and who): it stays listed, shown as handled. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inpi_despachos_unique').on(table.rpiNumero, table.processo, table.ordem, table.marcaId),
    index('inpi_despachos_due_idx').on(table.dueDate),
    index('inpi_despachos_marca_idx').on(table.marcaId, table.rpiNumero),
  ],
);

/** A renewal reminder sent for a renewal term (the despacho that opened it): 12m, 6m, 3m, 1m or extraordinario. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    despachoId: integer('despacho_id')
      .notNull()
      .references(() => inpiDespachos.id, { onDelete: 'cascade' }),
    marco: text('marco').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.despachoId, table.marco] })],
);

/** Despacho codes met in an RPI that our table does not know: staff see them with the INPI's own name. */
export const inpiUnknownCodes = pgTable('inpi_unknown_codes', {
  codigo: text('codigo').primaryKey(),
  nome: text('nome').notNull(),
  firstRpi: integer('first_rpi').notNull(),
  lastRpi: integer('last_rpi').notNull(),
  vezes: integer('vezes').notNull().default(0),
  exemploProcesso: text('exemplo_processo'),
});

/**
 * A new filing in an RPI that looks or sounds like a customer's brand in a related class: staff confirm
 * (the customer is e-mailed with the opposition deadline) or dismiss it.
 */
export const watchHits = pgTable(
  'watch_hits',
  {
    id: serial('id').primaryKey(),
    rpiNumero: integer('rpi_numero').notNull(),
    rpiData: date('rpi_data').notNull(),
    marcaId: integer('marca_id')
      .notNull()
      .references(() => marcas.id, { onDelete: 'cascade' }),
    /** The new filing: its process number, brand name, classes and holders. */
    processo: text('processo').notNull(),
    nome: text('nome').notNull(),
    classes: jsonb('classes').$type<number[]>().notNull(),
    titulares: text('titulares').notNull().default(''),
    /** alto | medio */
    risco: text('risco').notNull(),
    /** Why, in plain words (inpi/watch-risk.ts): mesmo nome, soa igual, contém sua marca, grafia parecida… */
    motivo: text('motivo').notNull().default(''),
    /** pendente | confirmado | descartado */
    status: text('status').notNull().default('pendente'),
    /** The last day to oppose the filing. */
    dueDate: date('due_date').notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('watch_hits_unique').on(table.rpiNumero, table.marcaId, table.processo),
    index('watch_hits_status_idx').on(table.status, table.dueDate),
  ],
);

/**
 * The national marks index: one row per INPI process published in any RPI read (weekly or from the archive), with
 * its latest situation (search/situation-by-despacho.ts) and the public search's keys (search/mark-keys.ts).
 */
export const nationalMarks = pgTable(
  'national_marks',
  {
    processo: text('processo').primaryKey(),
    /** As published; null for figurative marks. */
    nome: text('nome'),
    apresentacao: text('apresentacao'),
    natureza: text('natureza'),
    classes: integer('classes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The holders as the RPI publishes them, joined by "; ". */
    titulares: text('titulares').notNull().default(''),
    dataDeposito: date('data_deposito'),
    dataConcessao: date('data_concessao'),
    dataVigencia: date('data_vigencia'),
    situacao: text('situacao').notNull().default('em andamento'),
    ultimoDespacho: text('ultimo_despacho'),
    primeiraRpi: integer('primeira_rpi').notNull(),
    ultimaRpi: integer('ultima_rpi').notNull(),
    ultimaData: date('ultima_data').notNull(),
    nomeNormalizado: text('nome_normalizado').notNull().default(''),
    chaveFonetica: text('chave_fonetica').notNull().default(''),
    elementos: text('elementos')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    index('national_marks_nome_idx').on(table.nomeNormalizado),
    index('national_marks_fonetica_idx').on(table.chaveFonetica),
    index('national_marks_elementos_idx').using('gin', table.elementos),
  ],
);

/** Every distinctive word of the national index, once: where the public search looks for near spellings. */
export const nationalMarkWords = pgTable(
  'national_mark_words',
  {
    palavra: text('palavra').primaryKey(),
    /** The word's sound, plural and gender set aside (marks/compared-name.ts); null until the next issue fills it. */
    chave: text('chave'),
  },
  (table) => [
    index('national_mark_words_chave_idx').on(table.chave),
    index('national_mark_words_sem_chave_idx')
      .on(table.palavra)
      .where(sql`${table.chave} IS NULL`),
  ],
);

/** Words many holders of one class use in their marks: descriptive there (marks/descriptive-words.ts). */
export const nationalClassWords = pgTable(
  'national_class_words',
  {
    classe: integer('classe').notNull(),
    palavra: text('palavra').notNull(),
    titulares: integer('titulares').notNull(),
  },
  (table) => [primaryKey({ columns: [table.classe, table.palavra] })],
);

/** The issues read into the national index; the search's coverage ("RPI nº X a Y") comes from here. */
export const nationalIssues = pgTable('national_issues', {
  numero: integer('numero').primaryKey(),
  data: date('data').notNull(),
  processos: integer('processos').notNull().default(0),
  /** semanal | acervo | upload */
  origem: text('origem').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One archive run over issues de..ate: resumed after a restart, read by the staff page's progress bar. */
export const archiveRuns = pgTable('archive_runs', {
  id: serial('id').primaryKey(),
  de: integer('de').notNull(),
  ate: integer('ate').notNull(),
  /** executando | concluida | falhou | interrompida */
  status: text('status').notNull().default('executando'),
  feitas: integer('feitas').notNull().default(0),
  puladas: integer('puladas').notNull().default(0),
  atual: integer('atual'),
  processos: bigint('processos', { mode: 'number' }).notNull().default(0),
  segundos: real('segundos').notNull().default(0),
  erro: text('erro'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The certificate revocation lists fetched from the signers' CAs (documents/signatures/crl-fetch.ts), by address:
 * the last good list (DER), and when the last try was and what went wrong, if anything.
 */
export const revocationLists = pgTable('revocation_lists', {
  url: text('url').primaryKey(),
  der: bytea('der'),
  nextUpdate: timestamp('next_update', { withTimezone: true }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  triedAt: timestamp('tried_at', { withTimezone: true }),
  problem: text('problem'),
});

/**
 * The secret addresses of the deadlines calendar (inpi/calendar-feed.ts): one per person and scope ('cliente': the
 * marks of that customer; 'equipe': every open deadline, staff only). The address is derived from `seed` with the
 * server's secret, so the person sees it again without it being stored; only its SHA-256 is kept, to find the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    escopo: text('escopo').$type<'cliente' | 'equipe'>().notNull(),
    seed: text('seed').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_user_scope').on(table.userId, table.escopo)],
);
