import type { OrderKind } from '../../shared/schemas/checkout';
import type { RequestTimeline } from '../../shared/schemas/timeline';
import { api } from './client';

export const getTimeline = (tipo: OrderKind, id: number) =>
  api<RequestTimeline>(`/${tipo === 'marca' ? 'marcas' : 'servicos'}/${id}/historico`);
