import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig, sampleCompanyVariables } from '../../src/server/config';
import { defaultPublicConfig } from '../../src/shared/public-config';

const base = { DATA_DIR: '/tmp/marcas-config-test', JWT_SECRET: 'segredo' };
const real = {
  COMPANY_NAME: 'Marcas Brasil Ltda.',
  COMPANY_CNPJ: '11.222.333/0001-81',
  COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL, CEP 57020-050',
  CONTACT_PHONE: '+55 82 3333-4444',
  CONTACT_EMAIL: 'contato@marcasbrasil.com.br',
};
const showcaseFile = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'marcas-vitrine-')), 'vitrine.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('sample data is never taken for real', () => {
  it('in development, marks the sample contacts, company and showcase', () => {
    const config = loadConfig(base).public;
    expect(config.samples).toEqual(['contatos', 'empresa', 'vitrine']);
    expect(config.contactEmail).toBe(defaultPublicConfig.contactEmail);
    expect(config.testimonials.length).toBeGreaterThan(0);
    expect(config.clientBrands.length).toBeGreaterThan(0);
  });

  it('marks nothing once the operator filled everything', () => {
    const config = loadConfig({
      ...base,
      ...real,
      SHOWCASE_FILE: showcaseFile({ depoimentos: [], clientes: [] }),
    }).public;
    expect(config.samples).toEqual([]);
    expect(config.testimonials).toEqual([]);
    expect(config.clientBrands).toEqual([]);
  });

  it('counts a contact equal to the development sample as missing', () => {
    expect(
      sampleCompanyVariables({
        ...real,
        CONTACT_EMAIL: defaultPublicConfig.contactEmail,
        CONTACT_PHONE: defaultPublicConfig.contactPhone,
      }),
    ).toEqual(['CONTACT_PHONE', 'CONTACT_EMAIL']);
    expect(sampleCompanyVariables(real)).toEqual([]);
  });

  it('refuses production with sample company details, naming every variable in pt-BR and English', () => {
    const attempt = () => loadConfig({ ...base, NODE_ENV: 'production', COMPANY_NAME: real.COMPANY_NAME });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(
      'defina COMPANY_CNPJ, COMPANY_ADDRESS, CONTACT_PHONE, CONTACT_EMAIL com os dados reais da empresa',
    );
    expect(attempt).toThrow(
      'Incomplete configuration: with NODE_ENV=production set COMPANY_CNPJ, COMPANY_ADDRESS, CONTACT_PHONE, CONTACT_EMAIL',
    );
  });

  it('in production without SHOWCASE_FILE shows no testimonials nor client logos', () => {
    const config = loadConfig({ ...base, ...real, NODE_ENV: 'production' }).public;
    expect(config.testimonials).toEqual([]);
    expect(config.clientBrands).toEqual([]);
    expect(config.samples).toEqual([]);
  });

  it('with real payments but outside production, shows no sample testimonials nor client logos either', () => {
    const config = loadConfig({ ...base, ...real, PAYMENT_PROVIDER: 'mercadopago', MP_ACCESS_TOKEN: 'x' }).public;
    expect(config.testimonials).toEqual([]);
    expect(config.clientBrands).toEqual([]);
    expect(config.samples).not.toContain('vitrine');
  });

  it("reads the operator's testimonials and client logos from SHOWCASE_FILE", () => {
    const file = showcaseFile({
      depoimentos: [{ name: 'Ana Lima', location: 'Natal, RN', rating: 5, text: 'Ótimo atendimento.' }],
      clientes: [{ name: 'Café da Ana', logo: '/clientes/cafe-da-ana.svg' }],
    });
    const config = loadConfig({ ...base, ...real, NODE_ENV: 'production', SHOWCASE_FILE: file }).public;
    expect(config.testimonials).toEqual([
      { name: 'Ana Lima', location: 'Natal, RN', rating: 5, text: 'Ótimo atendimento.' },
    ]);
    expect(config.clientBrands).toEqual([{ name: 'Café da Ana', logo: '/clientes/cafe-da-ana.svg' }]);
  });

  it('refuses a SHOWCASE_FILE it cannot use, saying where', () => {
    expect(() => loadConfig({ ...base, SHOWCASE_FILE: showcaseFile('{ não é json') })).toThrow(
      /SHOWCASE_FILE .* não pôde ser lido como JSON/,
    );
    expect(() =>
      loadConfig({
        ...base,
        SHOWCASE_FILE: showcaseFile({ clientes: [{ name: 'X', logo: 'https://outro.site/x.png' }] }),
      }),
    ).toThrow(/SHOWCASE_FILE .* inválido em clientes\.0\.logo/);
  });
});
