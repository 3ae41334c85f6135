import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { pdfText } from '../support/documents/pdf-text';
import {
  HTML,
  PNG,
  pdfOfSize,
  pdfWithJavaScript,
  pdfWithLaunch,
  pdfHtmlPolyglot,
  signedPdf,
  unsignedPdf,
} from '../support/documents/samples';
import { tamperSignedBytes } from '../support/documents/signed-pdfs';
import { infoNamesContent } from '../support/documents/signatures/pdf-forgeries';
import { expectRefusal, signUp } from '../support/api/accounts';
import {
  companyOwner,
  completeAddress,
  documentRows,
  download,
  expectServerMadeNames,
  ownerAddress,
  paidCustomer,
  personOwner,
  upload,
  uploadedFiles,
} from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { signedProcuracao } from '../support/api/signed-procuracao';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Agência de Marcas Ação Ltda.',
    COMPANY_CNPJ: '11222333000181',
    COMPANY_CITY: 'Maceió/AL',
    COMPANY_ADDRESS: 'Rua do Sol, 50, sala 3, Centro, Maceió/AL, CEP 57020-050',
  });
}, 60_000);
afterAll(() => t.close(), 30_000);

const MB = 1024 * 1024;
const sendProcuracao = (
  marcaId: number,
  bytes: Uint8Array,
  token?: string,
  name = 'procuracao-assinada.pdf',
  type = 'application/pdf',
) => upload(t, `/api/${marcaId}/procuracao`, { procuracao: { bytes, name, type } }, token);

const flat = (text: string) => text.replace(/\s+/g, ' ');
const formatted = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

describe('GET /api/procuracao/{marcaId}', () => {
  it('generates a PDF download in Portuguese naming the holder while no owner is saved', async () => {
    const { token, marcaID, holder } = await paidCustomer(t, { fullName: 'José Conceição Araújo' });
    await t.call('PATCH', '/api/profile/', { token, body: completeAddress });
    const answer = await download(t, `/api/procuracao/${marcaID}`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="procuracao-${marcaID}.pdf"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(answer.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(answer.bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('PROCURAÇÃO');
    expect(text).toContain('José Conceição Araújo');
    expect(flat(text)).toContain(formatted(holder.cpf));
    expect(text).toContain('Rua do Comércio');
    expect(text).toContain('Agência de Marcas Ação Ltda.');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('INPI');
  });

  it('a person owner: name, nationality, CPF and own address; the outorgado from configuration; no order number before the brand is named', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const cpf = generateCpf();
    await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
      token,
      body: [personOwner(cpf, { nome: 'Ana Lima' })],
    });
    const text = flat((await pdfText((await download(t, `/api/procuracao/${marcaID}`, token)).bytes)).text);
    expect(text).toContain(
      `Ana Lima, brasileira, inscrito(a) no CPF sob o nº ${formatted(cpf)}, residente e domiciliado(a) em Avenida Álvaro Otacílio, 1200, Apto 301, Ponta Verde, Maceió/AL, CEP 57035-180.`,
    );
    expect(text).toContain(
      'OUTORGADO: Agência de Marcas Ação Ltda., pessoa jurídica inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Rua do Sol, 50, sala 3, Centro, Maceió/AL, CEP 57020-050.',
    );
    expect(text).toContain('substabelecer');
    expect(text).toContain('ao pedido de registro de marca a ser depositado em seu nome');
    // Our order number, as a whole number (not the start of a CPF or CNPJ).
    expect(text).not.toMatch(new RegExp(`nº ${marcaID}(?![\\d./-])`));
    expect(text).not.toContain('MODELO DE EXEMPLO');
  });

  it('a company owner: CNPJ, its seat and "representada por" its legal representative; the brand once named', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const representative = generateCpf();
    await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
      token,
      body: [companyOwner('12ABC34501DE35', representative)],
    });
    await t.call('PUT', `/api/marcas/${marcaID}`, {
      token,
      body: { nome: 'Pão de Mel da Vovó', tipo: 'Nominativa', classeNice: 30 },
    });
    const text = flat((await pdfText((await download(t, `/api/procuracao/${marcaID}`, token)).bytes)).text);
    expect(text).toContain(
      `Nova Comércio S.A., pessoa jurídica de direito privado inscrita no CNPJ sob o nº 12.ABC.345/01DE-35, com sede em Avenida Paulista, 1000, 10º andar, Bela Vista, São Paulo/SP, CEP 01310-100, neste ato representada por Beatriz Ramos, brasileira, inscrito(a) no CPF sob o nº ${formatted(representative)}.`,
    );
    expect(text).toContain(`CNPJ 12.ABC.345/01DE-35 por Beatriz Ramos, CPF ${formatted(representative)}`);
    expect(text).toContain('ao pedido de registro da marca "Pão de Mel da Vovó" na classe 30');
    // Our order number, as a whole number (not the start of a CPF or CNPJ).
    expect(text).not.toMatch(new RegExp(`nº ${marcaID}(?![\\d./-])`));
  });

  it('three co-owners with different addresses, each qualified with their own and signing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const [first, second, third] = [generateCpf(), generateCpf(), generateCpf()];
    const owners = [
      personOwner(first, {
        nome: 'Ana Lima',
        endereco: ownerAddress({
          logradouro: 'Rua Um',
          numero: '1',
          complemento: '',
          cidade: 'Recife',
          estado: 'PE',
          cep: '50010-000',
        }),
      }),
      personOwner(second, {
        nome: 'Bruno Costa',
        nacionalidade: 'português',
        endereco: ownerAddress({
          logradouro: 'Rua Dois',
          numero: '22',
          complemento: 'casa B',
          cidade: 'Natal',
          estado: 'RN',
          cep: '59010-000',
        }),
      }),
      personOwner(third, {
        nome: 'Carla Dias',
        endereco: ownerAddress({
          logradouro: 'Rua Três',
          numero: '333',
          complemento: '',
          cidade: 'Maceió',
          estado: 'AL',
          cep: '57020-000',
        }),
      }),
    ];
    expect((await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: owners })).status).toBe(200);
    const { text } = await pdfText((await download(t, `/api/procuracao/${marcaID}`, token)).bytes);
    const page = flat(text);
    expect(page).toContain('OUTORGANTES:');
    expect(page).toContain(
      `1. Ana Lima, brasileira, inscrito(a) no CPF sob o nº ${formatted(first)}, residente e domiciliado(a) em Rua Um, 1, Ponta Verde, Recife/PE, CEP 50010-000.`,
    );
    expect(page).toContain(
      `2. Bruno Costa, português, inscrito(a) no CPF sob o nº ${formatted(second)}, residente e domiciliado(a) em Rua Dois, 22, casa B, Ponta Verde, Natal/RN, CEP 59010-000.`,
    );
    expect(page).toContain(
      `3. Carla Dias, brasileira, inscrito(a) no CPF sob o nº ${formatted(third)}, residente e domiciliado(a) em Rua Três, 333, Ponta Verde, Maceió/AL, CEP 57020-000.`,
    );
    expect(page).not.toContain('Rua do Comércio');
    for (const name of ['Ana Lima', 'Bruno Costa', 'Carla Dias'])
      expect(text.split('\n').filter((line) => line === name)).toHaveLength(1);
  });

  it("answers 404 for another customer's request, 401 without a token, 409 unpaid", async () => {
    const owner = await paidCustomer(t);
    const other = await paidCustomer(t);
    const intrusion = await download(t, `/api/procuracao/${owner.marcaID}`, other.token);
    expect(intrusion.status).toBe(404);
    expect(intrusion.json().erro).toBe(messages.orders.notFound);
    expect((await download(t, `/api/procuracao/${owner.marcaID}`)).status).toBe(401);
    const unpaid = await signUp(t);
    const refused = await download(t, `/api/procuracao/${unpaid.marcaID}`, unpaid.token);
    expect(refused.status).toBe(409);
    expect(refused.json().erro).toBe(messages.wizard.unpaid);
  });
});

describe('POST /api/{marcaId}/procuracao', () => {
  it('keeps an unsigned PDF under a server-made name with its size and SHA-256', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const pdf = await unsignedPdf();
    const answer = await sendProcuracao(marcaID, pdf, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      mensagem: messages.uploads.procuracaoUploaded,
      assinadaDigitalmente: false,
      assinatura: {
        situacao: 'sem_assinatura',
        rotulo: 'sem assinatura',
        nivel: null,
        proximoPasso: messages.signature.nextSteps.sem_assinatura,
        signatarios: [],
        // No outorgante yet on this request: nothing to miss.
        pendencias: [],
      },
      arquivo: {
        nome: 'procuracao-assinada.pdf',
        tipo: 'application/pdf',
        tamanho: pdf.byteLength,
        enviadoEm: expect.any(String),
      },
    });
    const [row] = await documentRows(t, marcaID);
    expect(row).toMatchObject({
      kind: 'procuracao',
      mimeType: 'application/pdf',
      sizeBytes: pdf.byteLength,
      signatureStatus: 'sem_assinatura',
      signers: [],
    });
    expect(row.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const files = uploadedFiles(t).filter((path) => path.startsWith(`marca-${marcaID}/`));
    expect(files).toEqual([row.storagePath]);
    expectServerMadeNames(files);
    expect(readFileSync(join(t.dataDir, 'uploads', row.storagePath))).toEqual(Buffer.from(pdf));
  });

  it('a PDF signed with an ICP-Brasil certificate: "assinada", qualified, with the signer\'s name and CPF, stored on the row and shown by the wizard', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await sendProcuracao(marcaID, await signedProcuracao(t, `/api/procuracao/${marcaID}`, token), token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const assinatura = {
      situacao: 'assinada',
      rotulo: 'assinada',
      nivel: 'assinatura qualificada (ICP-Brasil)',
      signatarios: [{ nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725', cadeia: 'ICP-Brasil' }],
    };
    expect(answer.body).toMatchObject({ assinadaDigitalmente: true, assinatura });
    expect((await documentRows(t, marcaID))[0]).toMatchObject({
      signatureStatus: 'assinada',
      signers: assinatura.signatarios,
    });
    expect((await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token })).body.procuracao).toMatchObject({
      enviada: true,
      assinadaDigitalmente: true,
      assinatura,
    });
  }, 60_000);

  it('signed, then changed in an update after the signature: "alterada", and what is kept is the signed revision byte for byte', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const signed = await signedProcuracao(t, `/api/procuracao/${marcaID}`, token);
    const forged = await infoNamesContent(signed);
    const answer = await sendProcuracao(marcaID, forged, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      assinadaDigitalmente: false,
      assinatura: {
        situacao: 'alterada',
        rotulo: 'alterada após a assinatura',
        acrescimoDescartado: messages.signature.laterBytesDropped,
      },
      arquivo: { tamanho: signed.byteLength },
    });
    const [row] = await documentRows(t, marcaID);
    expect(row).toMatchObject({ signatureStatus: 'alterada', laterBytesDropped: true, sizeBytes: signed.byteLength });
    expect(readFileSync(join(t.dataDir, 'uploads', row.storagePath))).toEqual(Buffer.from(signed));
    const download = await t.app.request(`/api/marcas/${marcaID}/arquivos/procuracao`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(signed));
  }, 60_000);

  it('a signed PDF altered inside its signed bytes: "assinatura inválida", kept so staff see it, never shown as signed', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await sendProcuracao(marcaID, tamperSignedBytes(await signedPdf()), token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      assinadaDigitalmente: false,
      assinatura: { situacao: 'invalida', rotulo: 'assinatura inválida', signatarios: [] },
    });
    expect((await documentRows(t, marcaID))[0].signatureStatus).toBe('invalida');
  }, 60_000);

  it('a self-signed certificate claiming a name and CPF: "assinatura não reconhecida", never green', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await sendProcuracao(
      marcaID,
      await signedProcuracao(t, `/api/procuracao/${marcaID}`, token, {
        name: 'JOAO DA SILVA:12345678909',
        cpf: '',
        style: 'plain',
      }),
      token,
    );
    expect(answer.body).toMatchObject({
      assinadaDigitalmente: false,
      assinatura: {
        situacao: 'nao_reconhecida',
        rotulo: 'assinatura não reconhecida',
        proximoPasso: messages.signature.nextSteps.nao_reconhecida,
      },
    });
  }, 60_000);

  it('a signed PDF that is not this request\'s procuração (another request\'s, or none of ours): "este não é o documento da procuração deste pedido"', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const other = await paidCustomer(t);
    const anotherRequests = await signedProcuracao(t, `/api/procuracao/${other.marcaID}`, other.token);
    for (const pdf of [await signedPdf(), anotherRequests]) {
      const answer = await sendProcuracao(marcaID, pdf, token);
      expect(answer.body).toMatchObject({
        assinadaDigitalmente: false,
        assinatura: {
          situacao: 'documento_diferente',
          rotulo: 'este não é o documento da procuração deste pedido',
          proximoPasso: messages.signature.nextSteps.documento_diferente,
        },
      });
    }
  }, 60_000);

  it("signed, then the owners changed before the upload: the signed text is no longer this request's procuração", async () => {
    const { token, marcaID } = await paidCustomer(t);
    const signed = await signedProcuracao(t, `/api/procuracao/${marcaID}`, token);
    const owners = await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
      token,
      body: [personOwner(generateCpf(), { nome: 'Outra Pessoa' })],
    });
    expect(owners.status).toBe(200);
    expect((await sendProcuracao(marcaID, signed, token)).body.assinatura.situacao).toBe('documento_diferente');
  }, 60_000);

  it('a valid signature without the optional /Type /Sig is recognised, with a gov.br signer', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const signed = await signedProcuracao(
      t,
      `/api/procuracao/${marcaID}`,
      token,
      { name: 'JOAO PEREIRA LIMA', cpf: '11144477735', style: 'gov.br' },
      { withoutSigType: true },
    );
    const answer = await sendProcuracao(marcaID, signed, token);
    expect(answer.body.assinatura).toMatchObject({
      situacao: 'assinada',
      rotulo: 'assinada',
      nivel: 'assinatura eletrônica avançada (gov.br)',
      signatarios: [{ nome: 'JOAO PEREIRA LIMA', cpf: '11144477735', cadeia: 'gov.br' }],
    });
  }, 60_000);

  it('refuses a PDF carrying JavaScript or a launch action, and a PDF/HTML polyglot, writing nothing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const before = uploadedFiles(t);
    expectRefusal(
      await sendProcuracao(marcaID, await pdfWithJavaScript(), token),
      400,
      messages.uploads.pdfActiveContent,
    );
    expectRefusal(await sendProcuracao(marcaID, await pdfWithLaunch(), token), 400, messages.uploads.pdfActiveContent);
    expectRefusal(await sendProcuracao(marcaID, await pdfHtmlPolyglot(), token), 400, messages.uploads.hiddenContent);
    expect(uploadedFiles(t)).toEqual(before);
    expect(await documentRows(t, marcaID)).toEqual([]);
  });

  it('replaces the earlier upload: one row, and the old file is gone', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await sendProcuracao(marcaID, await unsignedPdf(), token);
    const [first] = await documentRows(t, marcaID);
    const answer = await sendProcuracao(
      marcaID,
      await signedProcuracao(t, `/api/procuracao/${marcaID}`, token),
      token,
      'nova.pdf',
    );
    expect(answer.body.assinadaDigitalmente).toBe(true);
    const rows = await documentRows(t, marcaID);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ originalName: 'nova.pdf', signatureStatus: 'assinada' });
    expect(existsSync(join(t.dataDir, 'uploads', first.storagePath))).toBe(false);
    expect(uploadedFiles(t).filter((path) => path.startsWith(`marca-${marcaID}/`))).toEqual([rows[0].storagePath]);
  });

  it('keeps one current file when two uploads race', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answers = await Promise.all([
      sendProcuracao(marcaID, await unsignedPdf(), token, 'a.pdf'),
      sendProcuracao(marcaID, await signedPdf(), token, 'b.pdf'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await documentRows(t, marcaID);
    expect(rows).toHaveLength(1);
    expect(uploadedFiles(t).filter((path) => path.startsWith(`marca-${marcaID}/`))).toEqual([rows[0].storagePath]);
  });

  it('refuses a PNG or an HTML page named .pdf, and a PDF cut short, writing nothing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const before = uploadedFiles(t);
    expectRefusal(await sendProcuracao(marcaID, PNG, token, 'procuracao.pdf'), 400, messages.uploads.procuracaoNotPdf);
    expectRefusal(await sendProcuracao(marcaID, HTML, token, 'procuracao.pdf'), 400, messages.uploads.procuracaoNotPdf);
    const pdf = await unsignedPdf();
    expectRefusal(
      await sendProcuracao(marcaID, pdf.slice(0, pdf.length - 30), token),
      400,
      messages.uploads.procuracaoNotPdf,
    );
    expectRefusal(
      await sendProcuracao(marcaID, new TextEncoder().encode('%PDF-1.7\nnot a pdf\n%%EOF\n'), token),
      400,
      messages.uploads.pdfUnreadable,
    );
    expect(uploadedFiles(t)).toEqual(before);
    expect(await documentRows(t, marcaID)).toEqual([]);
  });

  it('refuses a request without the file', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(await upload(t, `/api/${marcaID}/procuracao`, {}, token), 400, messages.uploads.procuracaoRequired);
    expectRefusal(
      await upload(t, `/api/${marcaID}/procuracao`, { procuracao: '%PDF-1.7 as text' }, token),
      400,
      messages.uploads.procuracaoRequired,
    );
    expectRefusal(
      await upload(
        t,
        `/api/${marcaID}/procuracao`,
        { procuracao: { bytes: new Uint8Array(), name: 'vazio.pdf' } },
        token,
      ),
      400,
      messages.uploads.procuracaoRequired,
    );
    expectRefusal(
      await t.call('POST', `/api/${marcaID}/procuracao`, { token, body: { procuracao: 'x' } }),
      400,
      messages.uploads.procuracaoRequired,
    );
    const broken = await t.app.request(`/api/${marcaID}/procuracao`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="procuracao"; filename="a.pdf"\r\n\r\n%PDF-',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).erro).toBe(messages.uploads.fileFailed);
  });

  it('refuses a file over 10 MB with 413, writing nothing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const before = uploadedFiles(t);
    expectRefusal(
      await sendProcuracao(marcaID, await pdfOfSize(10 * MB + 1), token),
      413,
      messages.uploads.fileTooLarge,
    );
    expectRefusal(await sendProcuracao(marcaID, await pdfOfSize(12 * MB), token), 413, messages.uploads.fileTooLarge);
    expect(uploadedFiles(t)).toEqual(before);
    expect(await documentRows(t, marcaID)).toEqual([]);
    expect((await sendProcuracao(marcaID, await pdfOfSize(10 * MB), token)).status).toBe(200);
  });

  it('stores hostile file names safely: server-made paths, cleaned display names', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const pdf = await unsignedPdf();
    const cases: [string, string][] = [
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\system.ini', 'system.ini'],
      ['<script>alert(1)</script>.pdf', 'script_.pdf'],
      ['<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
      ['procuracao\u202Efdp.exe', 'procuracaofdp.exe'],
      ['\u2067assinada\u2069.pdf', 'assinada.pdf'],
    ];
    for (const [name, shown] of cases) {
      const answer = await sendProcuracao(marcaID, pdf, token, name);
      expect(answer.status, name).toBe(200);
      expect(answer.body.arquivo.nome, name).toBe(shown);
      const [row] = await documentRows(t, marcaID);
      expect(row.originalName).toBe(shown);
      expectServerMadeNames([row.storagePath]);
    }
    expectServerMadeNames(uploadedFiles(t));
    expect(existsSync(join(t.dataDir, '..', 'etc', 'passwd'))).toBe(false);
    // A NUL byte cannot stand in a header (nor in a name a browser could send): the form itself is broken.
    const before = uploadedFiles(t);
    expectRefusal(await sendProcuracao(marcaID, pdf, token, 'evil\u0000.pdf'), 400, messages.uploads.fileFailed);
    expect(uploadedFiles(t)).toEqual(before);
  });

  it("answers 404 for another customer's request and 401 without a token, writing nothing", async () => {
    const owner = await paidCustomer(t);
    const other = await paidCustomer(t);
    const before = uploadedFiles(t);
    expectRefusal(await sendProcuracao(owner.marcaID, await unsignedPdf(), other.token), 404, messages.orders.notFound);
    expectRefusal(await sendProcuracao(owner.marcaID, await unsignedPdf()), 401);
    expectRefusal(await sendProcuracao(999_999, await unsignedPdf(), owner.token), 404);
    expect(uploadedFiles(t)).toEqual(before);
    expect(await documentRows(t, owner.marcaID)).toEqual([]);
  });

  it('answers 409 on an unpaid request, writing nothing', async () => {
    const { token, marcaID } = await signUp(t);
    expectRefusal(await sendProcuracao(marcaID, await unsignedPdf(), token), 409, messages.wizard.unpaid);
    expect(await documentRows(t, marcaID)).toEqual([]);
  });
});
