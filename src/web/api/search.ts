import type { Risk } from '../../shared/search-messages';
import { api } from './client';

export interface SearchResultRow {
  processo: string;
  nome: string;
  classes: number[];
  situacao: string;
  titular: string;
  risco: Risk;
  motivo: string;
}

export interface SearchAnswer {
  resultados: SearchResultRow[];
  total: number;
  cobertura: { de: number | null; ate: number | null; revistas: number; texto: string };
}

export const searchMarks = (marca: string, classe: number | undefined, signal?: AbortSignal) =>
  api<SearchAnswer>('/busca', { query: { marca, ...(classe && { classe }) }, signal });
