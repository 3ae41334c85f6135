import { ownerOf, ownerToSpec, type BrandWizard, type OwnerInput } from '../../../machines/brand-wizard/owner-names';
import type { ApiFailure } from '../../../machines/shared/api-failure';
import { normalizeDocument, onlyDigits } from '../../shared/documents';
import type {
  BrandData,
  BrandDataAnswer,
  BrandDataInput,
  BrandWizard as BrandWizardAnswer,
  CepAddress,
  ConfirmAnswer,
  DocumentField,
  DocumentsUploadAnswer,
  OwnersAnswer,
  PowerOfAttorneyUploadAnswer,
} from '../../shared/schemas/brand-wizard';
import { getToken } from '../session';
import { api } from './client';
import { saveBlob } from '../ui/save-blob';

/** The resume data, its owners in camelCase. */
const brandWizardOf = ({ proprietarios, ...wizard }: BrandWizardAnswer): BrandWizard => ({
  ...wizard,
  proprietarios: proprietarios.map(ownerOf),
});

export const getWizard = (marcaId: number) =>
  api<BrandWizardAnswer>(`/marcas/${marcaId}/assistente`).then(brandWizardOf);

export const lookupCep = (cep: string) => api<CepAddress>(`/cep/${onlyDigits(cep)}`);

/** The spec sends doc_num as digits; the alphanumeric CNPJ keeps its letters, uppercase. */
export const saveOwners = (marcaId: number, owners: OwnerInput[]) =>
  api<OwnersAnswer>(`/marcas/${marcaId}/proprietarios`, {
    method: 'POST',
    body: owners.map((owner) => ({
      ...ownerToSpec(owner),
      nome: owner.nome.trim(),
      email: owner.email.trim(),
      doc_num: normalizeDocument(owner.docNum),
    })),
  }).then((answer) => answer.proprietarios.map(ownerOf));

export const saveBrandData = (marcaId: number, brand: BrandDataInput): Promise<BrandData> =>
  api<BrandDataAnswer>(`/marcas/${marcaId}`, { method: 'PUT', body: brand }).then((answer) => answer.marca);

export const confirmRegistration = (marcaId: number) =>
  api<ConfirmAnswer>(`/marcas/${marcaId}/confirmar`, { method: 'POST' }).then((answer) =>
    brandWizardOf(answer.assistente),
  );

/** GET /api/procuracao/{marcaId}: the generated PDF, saved by the browser as a download. */
export const downloadPowerOfAttorney = (marcaId: number) =>
  downloadFile(`/procuracao/${marcaId}`, `procuracao-${marcaId}.pdf`);

/** A GET of the API whose answer the browser saves as a download named `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveBlob(await api<Blob, 'blob'>(path, { responseType: 'blob' }), fileName);
}

export type Progress = (percent: number) => void;

/**
 * A multipart POST through XMLHttpRequest, whose upload reports progress (fetch cannot); it answers the
 * JSON body, or rejects with the machines' failure shape.
 */
export function postFiles<T>(
  path: string,
  files: Array<[field: string, file: Blob & { name?: string }]>,
  onProgress: Progress,
): Promise<T> {
  const body = new FormData();
  for (const [field, file] of files) body.append(field, file, file.name ?? field);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.responseType = 'json';
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => {
      const answer = request.response as (T & { erro?: unknown }) | null;
      if (request.status >= 200 && request.status < 300) return resolve(answer as T);
      const message = typeof answer?.erro === 'string' && request.status < 500 ? answer.erro : undefined;
      reject({ status: request.status, message } satisfies ApiFailure);
    });
    // Nothing answered: no status, so the machines show the spec's wording.
    request.addEventListener('error', () => reject({} satisfies ApiFailure));
    request.addEventListener('abort', () => reject({} satisfies ApiFailure));
    request.timeout = 120_000;
    request.addEventListener('timeout', () => reject({} satisfies ApiFailure));
    request.send(body);
  });
}

export const uploadPowerOfAttorney = (marcaId: number, file: Blob & { name?: string }, onProgress: Progress) =>
  postFiles<PowerOfAttorneyUploadAnswer>(`/${marcaId}/procuracao`, [['procuracao', file]], onProgress);

export const uploadDocuments = (
  marcaId: number,
  files: Partial<Record<DocumentField, Blob & { name?: string }>>,
  onProgress: Progress,
) =>
  postFiles<DocumentsUploadAnswer>(
    `/${marcaId}/documentos`,
    Object.entries(files).filter((entry): entry is [DocumentField, Blob & { name?: string }] => entry[1] !== undefined),
    onProgress,
  ).then((answer) => answer.arquivos);
