import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  GIF,
  HTML,
  JPEG,
  JPEG_HEADER_ONLY,
  JPEG_THEN_PHP,
  PNG,
  PNG_HEADER_LIES,
  PNG_THEN_HTML,
  pdfHtmlPolyglot,
  pdfOfSize,
  pdfWithJavaScript,
  unsignedPdf,
  WEBP,
} from '../support/documents/samples';
import { expectRefusal, signUp } from '../support/api/accounts';
import {
  documentRows,
  download,
  expectServerMadeNames,
  type Part,
  paidCustomer,
  upload,
  uploadedFiles,
} from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const MB = 1024 * 1024;
const send = (marcaId: number, parts: Record<string, Part | string>, token?: string) =>
  upload(t, `/api/${marcaId}/documentos`, parts, token);
const allThree = async (): Promise<Record<string, Part>> => ({
  logo: { bytes: PNG, name: 'logo.png', type: 'image/png' },
  comprovanteRes: { bytes: await unsignedPdf(), name: 'conta de luz.pdf', type: 'application/pdf' },
  docFoto: { bytes: JPEG, name: 'rg.jpeg', type: 'image/jpeg' },
});
const filesOf = (marcaId: number) => uploadedFiles(t).filter((path) => path.startsWith(`marca-${marcaId}/`));

describe('POST /api/{marcaId}/documentos', () => {
  it('keeps all three files, typed by their content, and answers them', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const parts = await allThree();
    const answer = await send(marcaID, parts, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      mensagem: messages.uploads.filesUploaded,
      arquivos: {
        logo: { nome: 'logo.png', tipo: 'image/png', tamanho: PNG.byteLength, enviadoEm: expect.any(String) },
        comprovanteRes: {
          nome: 'conta de luz.pdf',
          tipo: 'application/pdf',
          tamanho: parts.comprovanteRes.bytes.byteLength,
          enviadoEm: expect.any(String),
        },
        docFoto: { nome: 'rg.jpeg', tipo: 'image/jpeg', tamanho: JPEG.byteLength, enviadoEm: expect.any(String) },
      },
    });
    const rows = await documentRows(t, marcaID);
    expect(rows.map((row) => row.kind).sort()).toEqual(['comprovanteRes', 'docFoto', 'logo']);
    expect(filesOf(marcaID).sort()).toEqual(rows.map((row) => row.storagePath).sort());
    expectServerMadeNames(filesOf(marcaID));
  });

  it('needs all three on the first upload', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const { logo, comprovanteRes } = await allThree();
    expectRefusal(await send(marcaID, { logo, comprovanteRes }, token), 400, messages.uploads.allFilesRequired);
    expectRefusal(await send(marcaID, {}, token), 400, messages.uploads.allFilesRequired);
    expectRefusal(
      await t.call('POST', `/api/${marcaID}/documentos`, { token, body: {} }),
      400,
      messages.uploads.allFilesRequired,
    );
    expect(await documentRows(t, marcaID)).toEqual([]);
    expect(filesOf(marcaID)).toEqual([]);
  });

  it('asks no logo of a word mark (Nominativa), and still asks it of a Mista', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const setType = (tipo: string) =>
      t.call('PUT', `/api/marcas/${marcaID}`, { token, body: { nome: 'Café Sertão', tipo, classeNice: 30 } });
    expect((await setType('Nominativa')).status).toBe(200);
    const { comprovanteRes, docFoto } = await allThree();
    const answer = await send(marcaID, { comprovanteRes, docFoto }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body.arquivos).sort()).toEqual(['comprovanteRes', 'docFoto']);
    const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
    expect(wizard.body.etapasConcluidas.arquivos).toBe(true);

    expect((await setType('Mista')).status).toBe(200);
    expect((await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token })).body.etapasConcluidas.arquivos).toBe(
      false,
    );
    const other = await paidCustomer(t);
    await t.call('PUT', `/api/marcas/${other.marcaID}`, {
      token: other.token,
      body: { nome: 'Café Sertão', tipo: 'Mista', classeNice: 30 },
    });
    expectRefusal(
      await send(other.marcaID, { comprovanteRes, docFoto }, other.token),
      400,
      messages.uploads.allFilesRequired,
    );
  });

  it('lets a later upload replace one file, keeping the others', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await send(marcaID, await allThree(), token);
    const before = await documentRows(t, marcaID);
    const oldLogo = before.find((row) => row.kind === 'logo')!;
    const answer = await send(marcaID, { logo: { bytes: WEBP, name: 'novo-logo.webp' } }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.arquivos.logo).toMatchObject({ nome: 'novo-logo.webp', tipo: 'image/webp' });
    expect(answer.body.arquivos.docFoto).toMatchObject({ nome: 'rg.jpeg' });
    const after = await documentRows(t, marcaID);
    expect(after).toHaveLength(3);
    expect(after.filter((row) => row.kind !== 'logo')).toEqual(before.filter((row) => row.kind !== 'logo'));
    expect(existsSync(join(t.dataDir, 'uploads', oldLogo.storagePath))).toBe(false);
    expect(filesOf(marcaID)).toHaveLength(3);
  });

  it('accepts images of every kind for the logo and the photo, and JPEG or PNG as proof of address', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await send(
      marcaID,
      {
        logo: { bytes: GIF, name: 'l.gif' },
        comprovanteRes: { bytes: PNG, name: 'c.png' },
        docFoto: { bytes: WEBP, name: 'f.webp' },
      },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.arquivos).toMatchObject({
      logo: { tipo: 'image/gif' },
      comprovanteRes: { tipo: 'image/png' },
      docFoto: { tipo: 'image/webp' },
    });
  });

  it('refuses content of the wrong kind whatever its name or declared type, writing nothing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const parts = await allThree();
    const cases: [Record<string, Part>, string][] = [
      [{ logo: { bytes: await unsignedPdf(), name: 'logo.png', type: 'image/png' } }, messages.uploads.logoNotImage],
      [{ logo: { bytes: HTML, name: 'logo.png', type: 'image/png' } }, messages.uploads.logoNotImage],
      [
        { comprovanteRes: { bytes: GIF, name: 'conta.pdf', type: 'application/pdf' } },
        messages.uploads.proofOfAddressType,
      ],
      [
        { comprovanteRes: { bytes: HTML, name: 'conta.pdf', type: 'application/pdf' } },
        messages.uploads.proofOfAddressType,
      ],
      [{ docFoto: { bytes: HTML, name: 'rg.jpg', type: 'image/jpeg' } }, messages.uploads.photoIdNotImage],
    ];
    for (const [override, erro] of cases)
      expectRefusal(await send(marcaID, { ...parts, ...override }, token), 400, erro);
    expect(await documentRows(t, marcaID)).toEqual([]);
    expect(filesOf(marcaID)).toEqual([]);
  });

  it("keeps each image's dimensions, read from the file", async () => {
    const { token, marcaID } = await paidCustomer(t);
    expect((await send(marcaID, await allThree(), token)).status).toBe(200);
    const rows = await documentRows(t, marcaID);
    expect(rows.find((row) => row.kind === 'docFoto')).toMatchObject({ imageWidth: 16, imageHeight: 16 });
    expect(rows.find((row) => row.kind === 'logo')).toMatchObject({ imageWidth: 1, imageHeight: 1 });
    expect(rows.find((row) => row.kind === 'comprovanteRes')).toMatchObject({ imageWidth: null, imageHeight: null });
  });

  it('refuses images whose header lies, images followed by HTML or PHP, and PDFs that are web pages or run scripts', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const parts = await allThree();
    const cases: [Record<string, Part>, string][] = [
      [{ docFoto: { bytes: JPEG_HEADER_ONLY, name: 'rg.jpg', type: 'image/jpeg' } }, messages.uploads.imageUnreadable],
      [{ logo: { bytes: PNG_HEADER_LIES, name: 'logo.png', type: 'image/png' } }, messages.uploads.imageUnreadable],
      [{ logo: { bytes: PNG_THEN_HTML, name: 'logo.png', type: 'image/png' } }, messages.uploads.hiddenContent],
      [{ docFoto: { bytes: JPEG_THEN_PHP, name: 'rg.jpg', type: 'image/jpeg' } }, messages.uploads.hiddenContent],
      [
        { comprovanteRes: { bytes: await pdfHtmlPolyglot(), name: 'conta.pdf', type: 'application/pdf' } },
        messages.uploads.hiddenContent,
      ],
      [
        { comprovanteRes: { bytes: await pdfWithJavaScript(), name: 'conta.pdf', type: 'application/pdf' } },
        messages.uploads.pdfActiveContent,
      ],
    ];
    for (const [override, erro] of cases)
      expectRefusal(await send(marcaID, { ...parts, ...override }, token), 400, erro);
    expect(await documentRows(t, marcaID)).toEqual([]);
    expect(filesOf(marcaID)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, writing nothing, while three files near the limit pass', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const parts = await allThree();
    const bigPng = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(PNG, 0);
      return bytes;
    };
    expectRefusal(
      await send(marcaID, { ...parts, docFoto: { bytes: bigPng(10 * MB + 1), name: 'rg.png' } }, token),
      413,
      messages.uploads.filesTooLarge,
    );
    expectRefusal(
      await send(marcaID, { ...parts, docFoto: { bytes: bigPng(40 * MB), name: 'rg.png' } }, token),
      413,
      messages.uploads.filesTooLarge,
    );
    expect(await documentRows(t, marcaID)).toEqual([]);
    expect(filesOf(marcaID)).toEqual([]);
    const near = await send(
      marcaID,
      {
        logo: { bytes: bigPng(10 * MB), name: 'l.png' },
        comprovanteRes: { bytes: bigPng(10 * MB), name: 'c.png' },
        docFoto: { bytes: bigPng(10 * MB), name: 'f.png' },
      },
      token,
    );
    expect(near.status).toBe(200);
  });

  it("answers 404 for another customer's request, 401 without a token, 409 unpaid, writing nothing", async () => {
    const owner = await paidCustomer(t);
    const other = await paidCustomer(t);
    const before = uploadedFiles(t);
    expectRefusal(await send(owner.marcaID, await allThree(), other.token), 404, messages.orders.notFound);
    expectRefusal(await send(owner.marcaID, await allThree()), 401);
    const unpaid = await signUp(t);
    expectRefusal(await send(unpaid.marcaID, await allThree(), unpaid.token), 409, messages.wizard.unpaid);
    expect(uploadedFiles(t)).toEqual(before);
    expect(await documentRows(t, owner.marcaID)).toEqual([]);
  });

  it('keeps the JSON body limit on other calls, the upload limit only on uploads', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const big = await t.app.request(`/api/marcas/${marcaID}/proprietarios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ nome: 'x'.repeat(200 * 1024) }]),
    });
    expect(big.status).toBe(413);
  });
});

describe('GET /api/marcas/{marcaId}/arquivos/{tipo}', () => {
  it('downloads a file the customer sent, as an attachment that is never sniffed', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await send(marcaID, await allThree(), token);
    const answer = await download(t, `/api/marcas/${marcaID}/arquivos/logo`, token);
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes)).toEqual(Buffer.from(PNG));
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="logo-${marcaID}.png"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a kind not sent or unknown, and for another customer', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await send(marcaID, await allThree(), token);
    expect((await download(t, `/api/marcas/${marcaID}/arquivos/procuracao`, token)).status).toBe(404);
    expect((await download(t, `/api/marcas/${marcaID}/arquivos/..%2F..%2Fjwt-secret`, token)).status).toBe(404);
    const other = await paidCustomer(t);
    expect((await download(t, `/api/marcas/${marcaID}/arquivos/logo`, other.token)).status).toBe(404);
    expect((await download(t, `/api/marcas/${marcaID}/arquivos/logo`)).status).toBe(401);
  });
});

describe('per-customer storage quota (UPLOAD_QUOTA_MB)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
  }, 60_000);
  afterAll(() => small.close(), 30_000);

  it('refuses with 413 what would take the customer past the quota, counts replaced files out, and writes nothing', async () => {
    const { token, marcaID } = await paidCustomer(small);
    const procuracao = await pdfOfSize(600 * 1024);
    expect(
      (await upload(small, `/api/${marcaID}/procuracao`, { procuracao: { bytes: procuracao, name: 'p.pdf' } }, token))
        .status,
    ).toBe(200);
    const files = {
      logo: { bytes: PNG, name: 'l.png' },
      comprovanteRes: { bytes: await pdfOfSize(500 * 1024), name: 'c.pdf' },
      docFoto: { bytes: JPEG, name: 'f.jpg' },
    };
    const before = uploadedFiles(small);
    expectRefusal(
      await upload(small, `/api/${marcaID}/documentos`, files, token),
      413,
      messages.uploads.quotaExceeded(1),
    );
    expect(uploadedFiles(small)).toEqual(before);
    // Replacing the power of attorney frees its old size first.
    expect(
      (
        await upload(
          small,
          `/api/${marcaID}/procuracao`,
          { procuracao: { bytes: await pdfOfSize(700 * 1024), name: 'p2.pdf' } },
          token,
        )
      ).status,
    ).toBe(200);
    // Another customer has a quota of their own.
    const other = await paidCustomer(small);
    expect(
      (
        await upload(
          small,
          `/api/${other.marcaID}/procuracao`,
          { procuracao: { bytes: procuracao, name: 'p.pdf' } },
          other.token,
        )
      ).status,
    ).toBe(200);
  }, 60_000);

  it('two uploads at once cannot both slip under the quota: one is refused and its file removed', async () => {
    const { token, marcaID } = await paidCustomer(small);
    const files = {
      logo: { bytes: PNG, name: 'l.png' },
      comprovanteRes: { bytes: await pdfOfSize(500 * 1024), name: 'c.pdf' },
      docFoto: { bytes: JPEG, name: 'f.jpg' },
    };
    const answers = await Promise.all([
      upload(
        small,
        `/api/${marcaID}/procuracao`,
        { procuracao: { bytes: await pdfOfSize(600 * 1024), name: 'p.pdf' } },
        token,
      ),
      upload(small, `/api/${marcaID}/documentos`, files, token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413]);
    expect(answers.find((answer) => answer.status === 413)?.body.erro).toBe(messages.uploads.quotaExceeded(1));
    const rows = await documentRows(small, marcaID);
    expect(rows.reduce((total, row) => total + row.sizeBytes, 0)).toBeLessThanOrEqual(1024 * 1024);
    expect(
      uploadedFiles(small)
        .filter((path) => path.startsWith(`marca-${marcaID}/`))
        .sort(),
    ).toEqual(rows.map((row) => row.storagePath).sort());
  }, 60_000);
});

describe('the photo ID as a PDF', () => {
  it('accepts a digital CNH sent as PDF, typed by its content', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const parts = {
      ...(await allThree()),
      docFoto: { bytes: await unsignedPdf(), name: 'CNH-e.pdf', type: 'application/pdf' },
    };
    const answer = await send(marcaID, parts, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.arquivos.docFoto).toMatchObject({ nome: 'CNH-e.pdf', tipo: 'application/pdf' });
  });

  it('still refuses a PDF that runs scripts, and anything that is neither PDF nor image', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const script = {
      ...(await allThree()),
      docFoto: { bytes: await pdfWithJavaScript(), name: 'cnh.pdf', type: 'application/pdf' },
    };
    expectRefusal(await send(marcaID, script, token), 400, messages.uploads.pdfActiveContent);
    const html = { ...(await allThree()), docFoto: { bytes: HTML, name: 'cnh.pdf', type: 'application/pdf' } };
    expectRefusal(await send(marcaID, html, token), 400, messages.uploads.photoIdNotImage);
  });
});
