import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadAgent, loadConfig } from '../../src/server/config';
import { brandObject, SAMPLE_NOTICE } from '../../src/server/documents/power-of-attorney/content';
import { powerOfAttorneyDocument } from '../../src/server/documents/power-of-attorney/generate';

const complete = {
  COMPANY_NAME: 'Marcas Brasil Ltda.',
  COMPANY_CNPJ: '11.222.333/0001-81',
  COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL, CEP 57020-050',
};
const base = { DATA_DIR: '/tmp/marcas-config-test', JWT_SECRET: 'segredo' };
const contacts = { CONTACT_PHONE: '+55 82 3333-4444', CONTACT_EMAIL: 'contato@marcasbrasil.com.br' };

describe('the outorgado from configuration', () => {
  it('reads name, CNPJ (as its 14 characters) and address', () => {
    expect(loadAgent(complete)).toEqual({
      name: 'Marcas Brasil Ltda.',
      cnpj: '11222333000181',
      address: 'Rua do Sol, 50, Maceió/AL, CEP 57020-050',
      sample: false,
    });
    expect(loadConfig({ ...base, ...complete }).agent.sample).toBe(false);
  });

  it('in development, without them, is visibly a sample: the procuração says so in capitals', async () => {
    const agent = loadAgent({});
    expect(agent.sample).toBe(true);
    expect(agent.name).toContain('EXEMPLO');
    const document = await powerOfAttorneyDocument(
      {
        grantors: [{ nome: 'Ana', tipoDoc: 'cpf', docNum: '52998224725', endereco: null }],
        agent,
        object: brandObject({ name: null, niceClasses: [] }),
        date: new Date(),
      },
      { title: 't', author: 'a' },
    );
    expect(document.text).toContain(SAMPLE_NOTICE);
  });

  it('refuses to start in production while any of them is missing, or the CNPJ is not valid', () => {
    const production = { ...base, ...contacts, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigurationError);
    expect(() => loadConfig(production)).toThrow(
      /defina COMPANY_NAME, COMPANY_CNPJ, COMPANY_ADDRESS com os dados reais/,
    );
    expect(() => loadConfig({ ...production, ...complete, COMPANY_ADDRESS: ' ' })).toThrow(
      /defina COMPANY_ADDRESS com/,
    );
    expect(() => loadConfig({ ...production, ...complete, COMPANY_CNPJ: '11.222.333/0001-80' })).toThrow(
      /defina COMPANY_CNPJ com/,
    );
    expect(loadConfig({ ...production, ...complete }).agent.sample).toBe(false);
  });
});
