import { processStages, type ProcessBranch, type ProcessPath, type ProcessStage } from '../../shared/schemas/timeline';
import type { DespachoElements } from '../../shared/schemas/inpi';
import { despachoCodes, termOf } from './despacho-codes';
import { grantsRenewal } from './petitions';
import { situationChange } from '../search/situation-by-despacho';
import { renewalWindow } from './validity';

/** A despacho about the customer's process, as inpi_despachos keeps it. */
export interface PathDespacho {
  codigo: string;
  rpiNumero: number;
  dueDate: string | null;
  closedAt: Date | null;
  elementos: DespachoElements;
  textoComplementar: string | null;
}

const isOpen = (row: PathDespacho, today: string) => !row.closedAt && row.dueDate !== null && row.dueDate >= today;

/**
 * The forks the process took, read from the despacho table: an exigência or an opposition is a term a despacho
 * opened for the customer; an appeal, one the INPI judged (a decision that settles the appeal's term) or asked about.
 */
function branchesOf(rows: PathDespacho[]): ProcessBranch[] {
  const opened = rows.map((row) => termOf(row.codigo, row.rpiNumero, row.elementos, row.textoComplementar)?.kind);
  const judgedAppeal = rows.some((row) => {
    const fecha = despachoCodes[row.codigo]?.fecha;
    return Array.isArray(fecha) && fecha.includes('recurso');
  });
  const taken: ProcessBranch[] = [];
  if (opened.some((kind) => kind?.startsWith('exigencia'))) taken.push('exigencia');
  if (opened.includes('manifestacao')) taken.push('oposicao');
  if (judgedAppeal || opened.includes('manifestacao-recurso')) taken.push('recurso');
  if (rows.some((row) => row.codigo === 'IPAS142' || row.elementos.sobrestadores?.length)) taken.push('sobrestamento');
  return taken;
}

/** Where the process stands, from its despachos (oldest first) and today's date. */
function currentStage(rows: PathDespacho[], today: string): { stage: ProcessStage; fim: ProcessPath['fim'] } {
  const situation = situationChange(rows.map((row) => row.codigo));
  if (situation === 'indeferido' || situation === 'arquivado') return { stage: 'decisao', fim: situation };
  if (situation === 'extinto') return { stage: 'vigencia', fim: 'extinto' };
  const renewal = rows
    .filter((row) => row.codigo === 'IPAS158' || grantsRenewal(row.codigo, row.elementos, row.textoComplementar))
    .at(-1);
  if (renewal || situation === 'registrado') {
    const open = renewal?.dueDate && !renewal.closedAt ? renewalWindow(renewal.dueDate) : null;
    return { stage: open && today >= open.opens ? 'prorrogacao' : 'vigencia', fim: null };
  }
  if (situation === 'deferido') return { stage: 'concessao', fim: null };
  const publication = rows.filter(
    (row) => termOf(row.codigo, row.rpiNumero, row.elementos, row.textoComplementar)?.kind === 'oposicao',
  );
  if (publication.length === 0) return { stage: 'publicacao', fim: null };
  return { stage: publication.some((row) => isOpen(row, today)) ? 'oposicao' : 'exame', fim: null };
}

/** A filed brand's path at the INPI: each stage done, current or ahead, the forks taken and the next deadline. */
export function processPath(
  rows: PathDespacho[],
  today: string,
  proximoPrazo: ProcessPath['proximoPrazo'],
): ProcessPath {
  const { stage, fim } = currentStage(rows, today);
  const at = processStages.indexOf(stage);
  return {
    etapas: processStages.map((etapa, index) => ({
      etapa,
      situacao: index < at ? 'concluida' : index === at ? 'atual' : 'futura',
    })),
    desvios: branchesOf(rows),
    fim,
    proximoPrazo,
  };
}
