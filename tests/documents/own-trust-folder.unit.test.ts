import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from '../../src/server/config';
import { verifyPdfSignatures } from '../../src/server/documents/pdf-signature';
import { trustStoreIn } from '../../src/server/documents/signatures/trust-store';
import { signedPdf, signingHierarchies, signPdf, TEST_SIGNER } from '../support/documents/signed-pdfs';
import {
  govBrHierarchy,
  icpBrasilHierarchy,
  readHierarchies,
  writeHierarchies,
} from '../support/documents/signatures/test-pki';

const folder = () => mkdtempSync(join(tmpdir(), 'marcas-ancoras-'));

describe('a trust folder of its own (SIGNATURE_TRUST_DIR), for test and staging servers', () => {
  it("recognises signers of the folder's hierarchies by their chain, and no one else", async () => {
    const trustDir = folder();
    writeHierarchies(trustDir, [govBrHierarchy(), icpBrasilHierarchy()]);
    const trust = trustStoreIn(trustDir);
    const hierarchies = signingHierarchies(readHierarchies(trustDir));
    for (const [style, cadeia] of [
      ['icp-brasil', 'ICP-Brasil'],
      ['gov.br', 'gov.br'],
    ] as const) {
      const pdf = await signPdf({ ...TEST_SIGNER, style }, { hierarchies });
      expect(await verifyPdfSignatures(pdf, { trust })).toMatchObject({
        status: 'assinada',
        signers: [{ nome: TEST_SIGNER.name, cpf: TEST_SIGNER.cpf, cadeia }],
      });
    }
    // Signed by this process's own test CAs, which the folder does not hold.
    expect((await verifyPdfSignatures(await signedPdf(), { trust })).status).toBe('nao_reconhecida');
  }, 60_000);

  it('refuses a folder without anchors', () => {
    const empty = folder();
    mkdirSync(join(empty, 'anchors'));
    expect(() => trustStoreIn(empty)).toThrow('nenhuma âncora');
  });

  it('is read from the environment, and refused in production', () => {
    const base = { DATA_DIR: '/tmp/marcas-config-test', JWT_SECRET: 'segredo', SIGNATURE_TRUST_DIR: '/srv/ancoras' };
    expect(loadConfig(base).signatureTrustDir).toBe('/srv/ancoras');
    expect(loadConfig({ ...base, SIGNATURE_TRUST_DIR: ' ' }).signatureTrustDir).toBeUndefined();
    const production = () =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        COMPANY_NAME: 'Marcas Brasil Ltda.',
        COMPANY_CNPJ: '11.222.333/0001-81',
        COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL, CEP 57020-050',
        CONTACT_PHONE: '+55 82 3333-4444',
        CONTACT_EMAIL: 'contato@marcasbrasil.com.br',
      });
    expect(production).toThrow(ConfigurationError);
    expect(production).toThrow('SIGNATURE_TRUST_DIR (âncoras de assinatura próprias) não é aceita em produção');
  });
});
