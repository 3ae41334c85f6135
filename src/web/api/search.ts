import type { SearchAnswer } from '../../shared/schemas/search';
import { api } from './client';

export const searchMarks = (marca: string, classe: number | undefined, signal?: AbortSignal) =>
  api<SearchAnswer>('/busca', { query: { marca, ...(classe && { classe }) }, signal });
