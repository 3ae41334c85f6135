import { entryTitle } from '../../shared/catalogue';
import type { PowerOfAttorneyUploadAnswer } from '../../shared/schemas/brand-wizard';
import type {
  ServiceConfirmAnswer,
  ServiceDetailAnswer,
  ServiceHolderInput,
  ServiceRequestState,
  ServiceSaveAnswer,
} from '../../shared/schemas/service-request';
import { downloadFile, postFiles, type Progress } from './brand-wizard';
import { api } from './client';

/** GET /api/servicos/{id}/assistente: what was saved and where the request resumes. */
export const getServiceRequest = (id: number) => api<ServiceRequestState>(`/servicos/${id}/assistente`);

/**
 * PUT /api/servicos/{id} {servico: {nome, plano_id}, dados, titular?}: the service's name is its catalogue title;
 * `titular` carries what the procuração needs of the holder and the profile lacked.
 */
export const saveServiceForm = (
  id: number,
  planoId: number,
  dados: Record<string, unknown>,
  titular?: Partial<ServiceHolderInput>,
) =>
  api<ServiceSaveAnswer>(`/servicos/${id}`, {
    method: 'PUT',
    body: { servico: { nome: entryTitle(planoId), plano_id: planoId }, dados, ...(titular && { titular }) },
  }).then((answer) => answer.assistente);

/** GET /api/servicos/{id}: what the review shows (`data.nome`, `data.dados_servico`). */
export const getServiceDetail = (id: number) =>
  api<ServiceDetailAnswer>(`/servicos/${id}`).then((answer) => answer.data);

export const confirmServiceRequest = (id: number) =>
  api<ServiceConfirmAnswer>(`/servicos/${id}/confirmar`, { method: 'POST' }).then((answer) => answer.assistente);

export const downloadServicePowerOfAttorney = (id: number) =>
  downloadFile(`/servicos/${id}/procuracao`, `procuracao-servico-${id}.pdf`);

/** GET /api/servicos/{id}/parecer: the Busca's parecer staff sent, saved by the browser. */
export const downloadServiceParecer = (id: number, protocolo: string) =>
  downloadFile(`/servicos/${id}/parecer`, `parecer-${protocolo.replace(/[^A-Za-z0-9.-]/g, '_')}.pdf`);

export const uploadServicePowerOfAttorney = (id: number, file: Blob & { name?: string }, onProgress: Progress) =>
  postFiles<PowerOfAttorneyUploadAnswer>(`/servicos/${id}/procuracao`, [['procuracao', file]], onProgress);
