import {
  serviceAnswersOf,
  serviceDataOf,
  type ServiceAnswers,
} from '../../../machines/service-request/service-answers';
import type { ServiceRequest, ServiceReview } from '../../../machines/service-request/service-request-steps';
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

/** The resume data in camelCase. */
const serviceRequestOf = ({ plano_id, dados, ...request }: ServiceRequestState): ServiceRequest => ({
  ...request,
  planId: plano_id,
  dados: serviceAnswersOf(dados),
});

/** GET /api/servicos/{id}/assistente: what was saved and where the request resumes. */
export const getServiceRequest = (id: number) =>
  api<ServiceRequestState>(`/servicos/${id}/assistente`).then(serviceRequestOf);

/**
 * PUT /api/servicos/{id} {servico: {nome, plano_id}, dados, titular?}: the service's name is its catalogue title;
 * `titular` carries what the procuração needs of the holder and the profile lacked.
 */
export const saveServiceForm = (
  id: number,
  planId: number,
  dados: ServiceAnswers,
  titular?: Partial<ServiceHolderInput>,
) =>
  api<ServiceSaveAnswer>(`/servicos/${id}`, {
    method: 'PUT',
    body: {
      servico: { nome: entryTitle(planId), plano_id: planId },
      dados: serviceDataOf(dados),
      ...(titular && { titular }),
    },
  }).then((answer) => serviceRequestOf(answer.assistente));

/** The review's data (`data.nome`, `data.dados_servico`) in camelCase. */
const serviceReviewOf = ({ data }: ServiceDetailAnswer): ServiceReview => ({
  id: data.id,
  numProtocolo: data.num_protocolo,
  nome: data.nome,
  planId: data.plano_id,
  status: data.status,
  statusPagamento: data.status_pagamento,
  mensagem: data.mensagem,
  procuracaoAssinada: data.procuracao_assinada,
  dados: serviceAnswersOf(data.dados_servico ?? {}),
});

/** GET /api/servicos/{id}: what the review shows. */
export const getServiceDetail = (id: number) => api<ServiceDetailAnswer>(`/servicos/${id}`).then(serviceReviewOf);

export const confirmServiceRequest = (id: number) =>
  api<ServiceConfirmAnswer>(`/servicos/${id}/confirmar`, { method: 'POST' }).then((answer) =>
    serviceRequestOf(answer.assistente),
  );

export const downloadServicePowerOfAttorney = (id: number) =>
  downloadFile(`/servicos/${id}/procuracao`, `procuracao-servico-${id}.pdf`);

/** GET /api/servicos/{id}/parecer: the Busca's parecer staff sent, saved by the browser. */
export const downloadServiceParecer = (id: number, protocolo: string) =>
  downloadFile(`/servicos/${id}/parecer`, `parecer-${protocolo.replace(/[^A-Za-z0-9.-]/g, '_')}.pdf`);

export const uploadServicePowerOfAttorney = (id: number, file: Blob & { name?: string }, onProgress: Progress) =>
  postFiles<PowerOfAttorneyUploadAnswer>(`/servicos/${id}/procuracao`, [['procuracao', file]], onProgress);
