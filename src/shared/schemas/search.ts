import type { Risk } from '../search-messages';

/** One mark of the public viability search's answer (GET /api/busca), as server and page read it. */
export interface SearchResult {
  processo: string;
  nome: string;
  classes: number[];
  situacao: string;
  titular: string;
  risco: Risk;
  motivo: string;
}

/** GET /api/busca's answer: the marks, how many matched, and which RPI issues the index covers. */
export interface SearchAnswer {
  resultados: SearchResult[];
  total: number;
  cobertura: { de: number | null; ate: number | null; revistas: number; texto: string };
}
