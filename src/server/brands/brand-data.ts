import { eq } from 'drizzle-orm';
import { brandClassesOf, classNumbersText } from '../../shared/brand-classes';
import { BRAND_TYPES, type BrandData, type BrandType } from '../../shared/schemas/brand-wizard';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { reopenPowerOfAttorneyIfNamed } from './reopen-power-of-attorney';
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
    classes: brandClassesOf(row),
    marcaJaUtilizada: row.marcaJaUtilizada ?? false,
    dataPrimeiroUso: row.dataPrimeiroUso,
    registroInternacional: row.registroInternacional ?? false,
    numeroRegistroInternacional: row.numeroRegistroInternacional,
    paisDeRegistro: row.paisDeRegistro,
  };
}

/** What saving the brand data did: the data as saved, and whether a returned request's procuração had to be redone. */
export interface SavedBrandData {
  marca: BrandData;
  /** The procuração named another brand or class: it was dropped and reopened (reopen-power-of-attorney.ts). */
  procuracaoReaberta: boolean;
  staleFiles: string[];
}

/** Saves the customer's brand data; protocolo and the statuses are the admin's and never change here. */
export function saveBrandData(db: Database, marcaId: number, data: BrandData): Promise<SavedBrandData> {
  return db.transaction(async (tx) => {
    const locked = await lockEditableRequest(tx, marcaId);
    const [row] = await tx
      .update(marcas)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(marcas.id, marcaId))
      .returning();
    // The procuração names the brand and its classes (power-of-attorney/generate.ts).
    const renamed =
      row!.nome !== locked.nome || classNumbersText(brandClassesOf(row!)) !== classNumbersText(brandClassesOf(locked));
    const staleFiles = await reopenPowerOfAttorneyIfNamed(tx, locked, renamed);
    return { marca: toBrandData(row!), procuracaoReaberta: staleFiles !== null, staleFiles: staleFiles ?? [] };
  });
}
