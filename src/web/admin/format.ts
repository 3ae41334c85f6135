import { formatDocument, maskCep, maskPhone } from '../../shared/documents';

export { formatDateTime } from '../../shared/time/brasilia';

/** A date-only value (AAAA-MM-DD) as DD/MM/AAAA, without shifting it through a time zone. */
export const formatDate = (iso: string | null | undefined) =>
  iso ? iso.slice(0, 10).split('-').reverse().join('/') : null;

export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'Sim' : 'Não';

/** Staff accounts hold a placeholder instead of a document (ensure-admin.ts): shown as a dash. */
export const documentOf = (cpf: string) => (cpf.startsWith('ADMIN:') ? '—' : formatDocument(cpf));
export const phoneOf = (phone: string) => (phone ? maskPhone(phone) : '—');
export const cepOf = (cep: string) => (cep ? maskCep(cep) : null);

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "1.234,56" (or "440") in reais as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean.replace(/\./g, '').replace(',', '.')) * 100);
  return cents > 0 ? cents : null;
}
