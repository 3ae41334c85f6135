import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { UserRow } from '../context';
import type { Database } from '../db/client';
import {
  brandOwners,
  documents,
  emailChanges,
  marcas,
  passwordResets,
  payments,
  requestEvents,
  servicos,
  users,
} from '../db/schema';
import { type FileStore, orderFolder, removeStoredFile } from '../documents/storage';
import type { Lines } from '../ops/logger';
import { collectCustomerData } from './customer-data';
import { isPaid } from '../../shared/schemas/checkout';

/** A paid order is a sale: fiscal law makes us keep its record (5 years, CTN art. 173), so it is kept without the person. */
const isKept = (row: { statusPagamento: string }) => isPaid(row.statusPagamento);

/**
 * Deletes the customer (LGPD art. 18, VI). Unpaid requests, their owners, payments and history go; paid
 * ones stay with the amounts, dates, plan and status only, under an anonymous account row that nobody can
 * sign in to. Every file they sent is removed from the file store, and every session ends.
 */
export async function deleteAccount(db: Database, files: FileStore, user: UserRow, lines: Lines): Promise<void> {
  const data = await collectCustomerData(db, user);
  const keptBrands = data.brandRows.filter(isKept).map((row) => row.id);
  const keptServices = data.serviceRows.filter(isKept).map((row) => row.id);
  const goneBrands = data.brandRows.filter((row) => !isKept(row)).map((row) => row.id);
  const goneServices = data.serviceRows.filter((row) => !isKept(row)).map((row) => row.id);

  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    if (data.documentRows.length)
      await tx.delete(documents).where(
        inArray(
          documents.id,
          data.documentRows.map((row) => row.id),
        ),
      );
    if (data.brandRows.length)
      await tx.delete(brandOwners).where(
        inArray(
          brandOwners.marcaId,
          data.brandRows.map((row) => row.id),
        ),
      );

    const gone = or(
      goneBrands.length
        ? and(eq(requestEvents.requestKind, 'marca'), inArray(requestEvents.requestId, goneBrands))
        : undefined,
      goneServices.length
        ? and(eq(requestEvents.requestKind, 'servico'), inArray(requestEvents.requestId, goneServices))
        : undefined,
    );
    if (gone) await tx.delete(requestEvents).where(gone);
    const goneOrders = or(
      goneBrands.length ? and(eq(payments.orderKind, 'marca'), inArray(payments.orderId, goneBrands)) : undefined,
      goneServices.length ? and(eq(payments.orderKind, 'servico'), inArray(payments.orderId, goneServices)) : undefined,
    );
    if (goneOrders) await tx.delete(payments).where(and(eq(payments.userId, user.id), goneOrders));
    if (goneBrands.length) await tx.delete(marcas).where(inArray(marcas.id, goneBrands));
    if (goneServices.length) await tx.delete(servicos).where(inArray(servicos.id, goneServices));

    if (keptBrands.length === 0 && keptServices.length === 0) {
      await tx.delete(payments).where(eq(payments.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    const keptEvents = or(
      keptBrands.length
        ? and(eq(requestEvents.requestKind, 'marca'), inArray(requestEvents.requestId, keptBrands))
        : undefined,
      keptServices.length
        ? and(eq(requestEvents.requestKind, 'servico'), inArray(requestEvents.requestId, keptServices))
        : undefined,
    );
    if (keptEvents) await tx.update(requestEvents).set({ message: null }).where(keptEvents);
    if (keptBrands.length) {
      await tx
        .update(marcas)
        .set({
          nome: null,
          descricao: null,
          areaAtuacao: null,
          tipo: null,
          marcaJaUtilizada: null,
          dataPrimeiroUso: null,
          registroInternacional: null,
          numeroRegistroInternacional: null,
          paisDeRegistro: null,
          draft: false,
          updatedAt: new Date(),
        })
        .where(inArray(marcas.id, keptBrands));
    }
    if (keptServices.length) {
      await tx
        .update(servicos)
        .set({ nome: '', mensagem: null, dados: {}, draft: false, updatedAt: new Date() })
        .where(inArray(servicos.id, keptServices));
    }
    await tx
      .update(payments)
      .set({
        payerName: '',
        payerDocument: null,
        pixQrCode: null,
        pixQrCodeBase64: null,
        boletoLine: null,
        boletoUrl: null,
        boletoToken: null,
        updatedAt: new Date(),
      })
      .where(eq(payments.userId, user.id));
    await tx
      .update(users)
      .set({
        fullName: 'Conta excluída',
        email: `excluida-${user.id}@contas-excluidas.invalid`,
        cpf: `excluida-${user.id}`,
        phone: '',
        endereco: '',
        numero: '',
        complemento: '',
        cidade: '',
        estado: '',
        cep: '',
        // Not an argon2 hash: no password verifies against it.
        passwordHash: 'conta-excluida',
        isAdmin: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), ne(users.isAdmin, true)));
  });

  // After the commit: a file whose row is gone is unreachable, and a crash here leaves only orphans on disk.
  await Promise.all(data.documentRows.map((row) => removeStoredFile(files, row.storagePath, lines)));
  const folders = [
    ...data.brandRows.map((row) => orderFolder('marca', row.id)),
    ...data.serviceRows.map((row) => orderFolder('servico', row.id)),
  ];
  await Promise.all(folders.map((folder) => files.removeFolder(folder)));
}
