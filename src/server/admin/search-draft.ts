import { serviceAnswersOf } from '../../../machines/service-request/service-answers';
import type { SearchDraft } from '../../shared/schemas/search';
import { searchMessages } from '../../shared/search-messages';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { coverage, searchMarks } from '../search/viability-search';
import { findService } from './service-detail';

/**
 * The public search's answer (the same judgement, marks/likeness.ts) for the name and class of a service, as a
 * draft for the specialist: they confirm each mark at the INPI before writing the parecer.
 */
export async function searchDraft(db: Database, id: number): Promise<SearchDraft> {
  const servico = await findService(db, id);
  const { nomeMarca, segmento } = serviceAnswersOf(servico.dados);
  const marca = typeof nomeMarca === 'string' ? nomeMarca.trim() : '';
  if (!marca) throw new ApiError(409, searchMessages.draftWithoutName);
  const number = Number(segmento);
  const classe = Number.isInteger(number) && number >= 1 && number <= 45 ? number : null;
  return { marca, classe, ...(await searchMarks(db, marca, classe ?? undefined, await coverage(db))) };
}
