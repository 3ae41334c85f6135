import { createHash } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../../src/server/documents/orphan-sweep';
import { filesOf } from '../../src/server/documents/storage';
import { s3Client } from '../../src/server/storage/s3-file-store';
import { messages } from '../../src/shared/messages';
import { PNG } from '../support/documents/samples';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { adminSession, paidBrandWithFiles } from '../support/api/admin';
import { download, documentRows, uploadedFiles } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

/** With S3_BUCKET the files go to the bucket (a real S3 server, s3rver), never to DATA_DIR/uploads. */
let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
}, 30_000);

const client = () => s3Client(t.config.s3!);

async function bucketKeys(): Promise<string[]> {
  const page = await (await client()).send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const answer = await (await client()).send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

describe('files in an S3 bucket', () => {
  it('keeps every upload in the bucket with the SHA-256 its row records, and nothing on the local disk', async () => {
    const customer = await paidBrandWithFiles(t);
    const rows = await documentRows(t, customer.marcaID);
    expect(rows).toHaveLength(4);
    const keys = await bucketKeys();
    for (const row of rows) {
      expect(keys).toContain(row.storagePath);
      const bytes = await objectBytes(row.storagePath);
      expect(bytes.byteLength).toBe(row.sizeBytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
    expect(uploadedFiles(t)).toEqual([]);
  });

  it('streams a download from the bucket, byte for byte, as an attachment', async () => {
    const customer = await paidBrandWithFiles(t);
    const answer = await download(t, `/api/marcas/${customer.marcaID}/arquivos/logo`, customer.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="logo-${customer.marcaID}.png"`);
    expect(answer.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(Buffer.from(answer.bytes).equals(Buffer.from(PNG))).toBe(true);
  });

  it("builds the staff's arquivos.zip and the customer's LGPD export from the bucket", async () => {
    const customer = await paidBrandWithFiles(t);
    const admin = await adminSession(t);
    const zip = await download(t, `/api/admin/marcas/${customer.marcaID}/download`, admin.token);
    expect(zip.status).toBe(200);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries)).toEqual([
      'logotipo.png',
      'comprovante_de_residencia.pdf',
      'documento_com_foto.jpg',
      'procuracao_assinada.pdf',
    ]);
    expect(Buffer.from(entries['logotipo.png']).equals(Buffer.from(PNG))).toBe(true);

    const exported = await download(t, '/api/conta/dados', customer.token);
    expect(exported.status).toBe(200);
    const files = unzipSync(exported.bytes);
    const rows = await documentRows(t, customer.marcaID);
    for (const row of rows)
      expect(files[`arquivos/${row.storagePath}`]?.byteLength, row.storagePath).toBe(row.sizeBytes);
  });

  it('answers a file gone from the bucket with the pt-BR 404, not a 500', async () => {
    const customer = await paidBrandWithFiles(t);
    const admin = await adminSession(t);
    const [logo] = (await documentRows(t, customer.marcaID)).filter((row) => row.kind === 'logo');
    await filesOf(t.deps).remove(logo.storagePath);
    const answer = await t.call('GET', `/api/admin/marcas/${customer.marcaID}/download`, { token: admin.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ erro: messages.admin.fileMissing });
    const own = await t.call('GET', `/api/marcas/${customer.marcaID}/arquivos/logo`, { token: customer.token });
    expect(own.status).toBe(404);
    expect(own.body).toEqual({ erro: messages.uploads.documentNotFound });
  });

  it('the orphan sweep removes old objects no row names and keeps every named one', async () => {
    const customer = await paidBrandWithFiles(t);
    const orphan = `marca-${customer.marcaID}/a0000000-0000-4000-8000-0000000000aa.pdf`;
    await (await client()).send(new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: 'sem registro' }));
    // An hour and more from now, every object is old enough; only the unnamed one goes.
    const removed = await sweepOrphanUploads(t.db, filesOf(t.deps), { now: Date.now() + 2 * 60 * 60 * 1000 });
    expect(removed).toEqual([orphan]);
    const keys = await bucketKeys();
    expect(keys).not.toContain(orphan);
    for (const row of await documentRows(t, customer.marcaID)) expect(keys).toContain(row.storagePath);
    // A fresh orphan (an upload about to commit its row) stays.
    await (await client()).send(new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: 'sem registro' }));
    expect(await sweepOrphanUploads(t.db, filesOf(t.deps))).toEqual([]);
  });

  it("deleting the account removes the customer's objects from the bucket", async () => {
    const customer = await paidBrandWithFiles(t);
    const paths = (await documentRows(t, customer.marcaID)).map((row) => row.storagePath);
    const answer = await t.call('POST', '/api/conta/excluir', {
      token: customer.token,
      body: { senha: customer.holder.password },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const keys = await bucketKeys();
    for (const path of paths) expect(keys).not.toContain(path);
  });

  it('/readyz says the bucket is unreachable (503) while the S3 server is down, and ready again once it is back', async () => {
    expect((await t.call('GET', '/readyz')).status).toBe(200);
    await s3.stop();
    try {
      const down = await t.call('GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'indisponivel', checks: { banco: 'ok', migracoes: 'ok' } });
      expect(down.body.checks.arquivos).not.toBe('ok');
    } finally {
      await s3.start();
    }
    expect((await t.call('GET', '/readyz')).body).toEqual({
      status: 'pronto',
      checks: { banco: 'ok', migracoes: 'ok', arquivos: 'ok', disco: 'ok' },
    });
  });
});
