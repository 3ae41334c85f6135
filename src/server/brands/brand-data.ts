import { eq } from 'drizzle-orm';
import { BRAND_TYPES, type BrandData, type BrandType } from '../../shared/schemas/brand-wizard';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { type BrandRequestRow, lockEditableRequest } from './wizard-request';

const brandType = (value: string | null): BrandType | null =>
  (BRAND_TYPES as readonly string[]).includes(value ?? '') ? (value as BrandType) : null;

export function toBrandData(row: BrandRequestRow): BrandData {
  return {
    nome: row.nome,
    descricao: row.descricao,
    areaAtuacao: row.areaAtuacao,
    tipo: brandType(row.tipo),
    classeNice: row.classeNice,
    marcaJaUtilizada: row.marcaJaUtilizada ?? false,
    dataPrimeiroUso: row.dataPrimeiroUso,
    registroInternacional: row.registroInternacional ?? false,
    numeroRegistroInternacional: row.numeroRegistroInternacional,
    paisDeRegistro: row.paisDeRegistro,
  };
}

/** Saves the customer's brand data; protocolo and the statuses are the admin's and never change here. */
export function saveBrandData(db: Database, marcaId: number, data: BrandData): Promise<BrandData> {
  return db.transaction(async (tx) => {
    await lockEditableRequest(tx, marcaId);
    const [row] = await tx
      .update(marcas)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(marcas.id, marcaId))
      .returning();
    return toBrandData(row);
  });
}
