import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents, marcas } from '../../../src/server/db/schema';
import { JPEG, PNG, unsignedPdf } from '../documents/samples';
import { signUp } from './accounts';
import { type ApiAnswer, readAnswer, type TestApp } from './test-app';

/** A customer whose brand request was paid (the payment flow is tested elsewhere: the row is marked paid directly). */
export async function paidCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await signUp(t, overrides);
  await t.db.update(marcas).set({ statusPagamento: 'Pago' }).where(eq(marcas.id, customer.marcaID));
  return customer;
}

export const brandRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(marcas).where(eq(marcas.id, id)))[0];
export const documentRows = (t: TestApp, marcaId: number) =>
  t.db.select().from(documents).where(eq(documents.marcaId, marcaId));

export const completeAddress = {
  Endereco: 'Rua do Comércio',
  Numero: '123',
  Complemento: 'Sala 4',
  Cidade: 'Maceió',
  Estado: 'AL',
  CEP: '57020-000',
};

export interface Part {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** A multipart upload as the browser sends it; `parts` values may be plain text fields. */
export async function upload(
  t: TestApp,
  path: string,
  parts: Record<string, Part | string>,
  token?: string,
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(field, part);
    else
      form.append(
        field,
        new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type ?? 'application/octet-stream' }),
      );
  }
  return readAnswer(
    await t.app.request(path, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    }),
  );
}

/** Every file under DATA_DIR/uploads, relative to it. */
export function uploadedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'uploads');
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** A GET whose answer is binary. */
export async function download(t: TestApp, path: string, token?: string) {
  const response = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(Buffer.from(bytes).toString('utf8')),
  };
}

export const SERVER_MADE_NAME =
  /^marca-\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|gif|webp)$/;

export function expectServerMadeNames(paths: string[]) {
  for (const path of paths) expect(path).toMatch(SERVER_MADE_NAME);
}

/** An owner's own address, as POST /api/marcas/{id}/proprietarios takes it. */
/** A brand's data step as a customer fills it in. */
export const brandData = {
  nome: 'Açaí da Praça',
  tipo: 'Mista',
  descricao: 'Açaí na tigela',
  areaAtuacao: 'Alimentação',
  classeNice: 30,
};

export const ownerAddress = (overrides: Record<string, string> = {}) => ({
  cep: '57035-180',
  logradouro: 'Avenida Álvaro Otacílio',
  numero: '1200',
  complemento: 'Apto 301',
  bairro: 'Ponta Verde',
  cidade: 'Maceió',
  estado: 'AL',
  ...overrides,
});

/** The same address as the API answers it: CEP as digits. */
export const savedAddress = (overrides: Record<string, string> = {}) => {
  const address = ownerAddress(overrides);
  return { ...address, cep: address.cep.replace(/\D/g, '') };
};

/** A person owner with nationality and address. */
export const personOwner = (doc_num: string, overrides: Record<string, unknown> = {}) => ({
  nome: 'Ana Lima',
  email: 'ana@exemplo.com.br',
  tipo_doc: 'cpf',
  doc_num,
  nacionalidade: 'brasileira',
  endereco: ownerAddress(),
  ...overrides,
});

/** A company owner with its seat and legal representative. */
export const companyOwner = (doc_num: string, representativeCpf: string, overrides: Record<string, unknown> = {}) => ({
  nome: 'Nova Comércio S.A.',
  email: 'nova@exemplo.com.br',
  tipo_doc: 'cnpj',
  doc_num,
  endereco: ownerAddress({
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '10º andar',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    cep: '01310-100',
  }),
  representante: { nome: 'Beatriz Ramos', cpf: representativeCpf, nacionalidade: 'brasileira' },
  ...overrides,
});

/** Sends the three files of /arquivos (logo, proof of address, photo ID) as the customer's upload does; answers 200. */
export async function uploadBrandFiles(t: TestApp, marcaId: number, token: string): Promise<void> {
  const files = {
    logo: { bytes: PNG, name: 'logo.png' },
    comprovanteRes: { bytes: await unsignedPdf(), name: 'conta.pdf' },
    docFoto: { bytes: JPEG, name: 'rg.jpg' },
  };
  expect((await upload(t, `/api/${marcaId}/documentos`, files, token)).status).toBe(200);
}
