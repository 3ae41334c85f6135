import type { Risk } from '../search-messages';

/** One mark of the public viability search's answer (GET /api/busca), as server and page read it. */
export interface SearchResult {
  processo: string;
  nome: string;
  classes: number[];
  situacao: string;
  titular: string;
  risco: Risk;
  /** False for a mark that no longer stands in anyone's way (indeferido, arquivado, extinto): shown below, labelled. */
  viva: boolean;
  motivo: string;
}

/**
 * What the index covers: nothing yet; some issues (not the last 11 years up to the latest, or with gaps); or
 * every issue where a mark still in force was published.
 */
export type CoverageState = 'vazia' | 'parcial' | 'completa';

/** GET /api/busca's answer: the marks, how many matched, and which RPI issues the index covers. */
export interface SearchAnswer {
  resultados: SearchResult[];
  total: number;
  cobertura: { de: number | null; ate: number | null; revistas: number; estado: CoverageState; texto: string };
}

/** GET /api/admin/servico/{id}/busca-automatica: the public search's answer for the name and class a Busca sent. */
export interface SearchDraft extends SearchAnswer {
  marca: string;
  classe: number | null;
}
