import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { messages } from '../../src/shared/messages';
import { signPdf } from '../support/documents/signed-pdfs';
import {
  duplicateContent,
  emptySignatureField,
  infoNamesContent,
  xrefStreamFreesContent,
} from '../support/documents/signatures/pdf-forgeries';
import { logIn } from '../support/api/accounts';
import { upload } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The staff check of a PDF that arrived by another channel, on PDFs signed by a real signer library (@signpdf) and
 * then forged with ONE incremental update after the signature (unit/documents/signatures/pdf-forgeries.ts): the
 * signature still verifies, but a reader shows something else, so staff never read "assinada".
 */

let t: TestApp;
let adminToken: string;
let signed: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  adminToken = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
  signed = await signPdf({ name: 'JOAO PEREIRA LIMA', cpf: '11144477735', style: 'gov.br' });
}, 120_000);
afterAll(() => t.close());

/** What a reader (pdf.js) shows on page 1: its text, and the rectangles of the annotations that paint. */
async function shown(bytes: Uint8Array) {
  const document = await getDocumentProxy(Uint8Array.from(bytes), { verbosity: 0 });
  try {
    const page = await document.getPage(1);
    const { items } = await page.getTextContent();
    const annotations = (await page.getAnnotations()) as { rect: number[]; annotationFlags: number }[];
    return {
      text: items.map((item) => ('str' in item ? item.str : '')).join(' '),
      marks: annotations
        .filter(
          ({ rect: [x1, y1, x2, y2], annotationFlags }) => (x2 - x1) * (y2 - y1) !== 0 && !(annotationFlags & 0b100010),
        )
        .map(({ rect }) => rect.join(' ')),
    };
  } finally {
    await document.destroy();
  }
}

const check = (bytes: Uint8Array) =>
  upload(
    t,
    '/api/admin/assinaturas/verificar',
    { pdf: { bytes, name: 'recebido.pdf', type: 'application/pdf' } },
    adminToken,
  );

describe('POST /api/admin/assinaturas/verificar on a signed PDF changed after its signature', () => {
  it('unchanged, it is "assinada" (the forgeries below start from this very file)', async () => {
    const answer = await check(signed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.situacao).toBe('assinada');
  }, 60_000);

  it.each([
    { shown: 'other text, through an object the trailer names as /Info', forge: infoNamesContent },
    { shown: 'other text, defined twice in one update with the signed text last', forge: duplicateContent },
    { shown: 'a blank page, its content freed by an xref stream', forge: xrefStreamFreesContent },
    { shown: 'another CPF painted by an empty signature field', forge: emptySignatureField },
  ])(
    'showing $shown: not "assinada"',
    async ({ forge }) => {
      const forged = await forge(signed);
      expect(await shown(forged)).not.toEqual(await shown(signed));
      const answer = await check(forged);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.situacao).not.toBe('assinada');
    },
    60_000,
  );
});

describe('POST /api/admin/assinaturas/verificar?versao=assinada', () => {
  it('answers the signed revision of a file that went on after its signature, byte for byte', async () => {
    const forged = await infoNamesContent(signed);
    const answer = await check(forged);
    expect(answer.body).toMatchObject({
      acrescimoDescartado: true,
      alteracoes: [messages.signature.changes.finalShowsOther],
    });
    const form = new FormData();
    form.append('pdf', new File([forged as Uint8Array<ArrayBuffer>], 'recebido.pdf', { type: 'application/pdf' }));
    const download = await t.app.request('/api/admin/assinaturas/verificar?versao=assinada', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(signed));
  }, 60_000);
});
