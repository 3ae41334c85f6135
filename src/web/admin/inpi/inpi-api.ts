import type {
  DeadlineRow,
  RpiImportAnswer,
  RpiIssueRow,
  UnknownCodeRow,
  WatchHitRow,
} from '../../../shared/schemas/inpi';
import { api } from '../../api/client';

export const listRpiIssues = () => api<{ itens: RpiIssueRow[] }>('/admin/inpi/rpi').then((answer) => answer.itens);
export const listUnknownCodes = () =>
  api<{ itens: UnknownCodeRow[] }>('/admin/inpi/codigos').then((answer) => answer.itens);
export const listDeadlines = () => api<{ itens: DeadlineRow[] }>('/admin/inpi/prazos').then((answer) => answer.itens);
export const listWatchHits = (status: WatchHitRow['status']) =>
  api<{ itens: WatchHitRow[] }>('/admin/inpi/vigilancia', { query: { status } }).then((answer) => answer.itens);

/** The zip goes as the raw body: the server writes it to disk as it arrives. */
export const uploadRpi = (file: File) =>
  api<RpiImportAnswer>('/admin/inpi/rpi', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/zip' },
    timeout: 10 * 60_000,
  });

export const decideWatchHit = (id: number, decision: 'confirmar' | 'descartar') =>
  api<{ mensagem: string }>(`/admin/inpi/vigilancia/${id}/${decision}`, { method: 'POST' });

export const markDeadlineHandled = (id: number) =>
  api<{ mensagem: string }>(`/admin/inpi/prazos/${id}/tratado`, { method: 'POST' });
