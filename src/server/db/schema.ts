import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    cidade: text('cidade').notNull().default(''),
    estado: text('estado').notNull().default(''),
    cep: text('cep').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), uniqueIndex('users_cpf_unique').on(table.cpf)],
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

export const marcas = pgTable('marcas', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planoId: integer('plano_id').notNull(),
  protocolo: text('protocolo'),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const servicos = pgTable('servicos', {
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
  procuracaoAssinada: boolean('procuracao_assinada').notNull().default(false),
  dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
