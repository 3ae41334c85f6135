import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { filingChecklistDone, signedByEveryOutorgante } from './admin';
import { paidCustomer } from './brand-wizard';
import { type ApiAnswer, readAnswer, type TestApp } from './test-app';

/** A paid brand request with its name and class, and the INPI process number staff recorded in the back office. */
export async function filedBrand(
  t: TestApp,
  adminToken: string,
  brand: { nome: string; classe: number; processo?: string },
) {
  const customer = await paidCustomer(t);
  const data = await t.call('PUT', `/api/marcas/${customer.marcaID}`, {
    token: customer.token,
    body: { nome: brand.nome, tipo: 'Nominativa', classeNice: brand.classe },
  });
  expect(data.status, JSON.stringify(data.body)).toBe(200);
  if (brand.processo) {
    await filingChecklistDone(t, customer.marcaID);
    await signedByEveryOutorgante(t, customer.marcaID);
    const recorded = await t.call('PATCH', `/api/admin/marcas/${customer.marcaID}`, {
      token: adminToken,
      body: { processoInpi: brand.processo },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  }
  return customer;
}

/** POST /api/admin/inpi/rpi with the zip as the raw body, as the back office sends it. */
export async function uploadRpi(
  t: TestApp,
  path: string,
  token?: string,
  contentType = 'application/zip',
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return readAnswer(await t.app.request('/api/admin/inpi/rpi', { method: 'POST', headers, body: readFileSync(path) }));
}

/** dd/mm/yyyy, as the RPI writes dates. */
export const rpiDate = (iso: string) => iso.split('-').reverse().join('/');
