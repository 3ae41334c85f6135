import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  type Agent,
  brandObject,
  type Grantor,
  longDateInBrazil,
  type PowerOfAttorneyInput,
  POWERS,
  powerOfAttorneyContent,
  powerOfAttorneyText,
  SAMPLE_NOTICE,
} from '../../src/server/documents/power-of-attorney/content';
import { powerOfAttorneyDocument } from '../../src/server/documents/power-of-attorney/generate';
import { renderPowerOfAttorney } from '../../src/server/documents/power-of-attorney/render-pdf';
import { pdfText } from '../support/documents/pdf-text';

const agent: Agent = {
  name: 'Registre Sua Marca Ltda.',
  cnpj: '11222333000181',
  address: 'Rua do Sol, 50, sala 3, Centro, Maceió/AL, CEP 57020-050',
  sample: false,
};

const person = (overrides: Partial<Grantor> = {}): Grantor => ({
  nome: 'João Conceição',
  tipoDoc: 'cpf',
  docNum: '52998224725',
  nacionalidade: 'brasileiro',
  endereco: {
    logradouro: 'Rua do Comércio',
    numero: '123',
    complemento: 'Sala 4',
    cidade: 'Maceió',
    estado: 'AL',
    cep: '57020000',
  },
  ...overrides,
});

const company: Grantor = {
  nome: 'Nova Comércio de Alimentos S.A.',
  tipoDoc: 'cnpj',
  docNum: '12ABC34501DE35',
  endereco: {
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '10º andar',
    cidade: 'São Paulo',
    estado: 'SP',
    cep: '01310100',
  },
  representante: { nome: 'Beatriz Ramos', cpf: '11144477735', nacionalidade: 'brasileira' },
};

const input = (overrides: Partial<PowerOfAttorneyInput> = {}): PowerOfAttorneyInput => ({
  grantors: [person()],
  agent,
  object: brandObject({ name: 'Açaí da Praça', niceClasses: [30] }),
  date: new Date('2026-03-05T15:00:00Z'),
  ...overrides,
});

/** The text as a reader extracts it from the PDF, with line breaks undone. */
async function readBack(value: PowerOfAttorneyInput): Promise<string> {
  const bytes = await renderPowerOfAttorney(powerOfAttorneyContent(value), { title: 'Procuração', author: 'Teste' });
  return (await pdfText(bytes)).text.replace(/\s+/g, ' ');
}

// PDF.js loads once per file, slowly on a busy machine.
describe('the power of attorney, read back from the PDF', { timeout: 60_000 }, () => {
  it('a person holder: name, nationality, CPF and own address; the outorgado with CNPJ and address; the powers, substabelecer included', async () => {
    const text = await readBack(input());
    expect(text).toContain('PROCURAÇÃO');
    expect(text).toContain('OUTORGANTE:');
    expect(text).toContain(
      'João Conceição, brasileiro, inscrito(a) no CPF sob o nº 529.982.247-25, residente e domiciliado(a) em Rua do Comércio, 123, Sala 4, Maceió/AL, CEP 57020-000.',
    );
    expect(text).toContain(
      'OUTORGADO: Registre Sua Marca Ltda., pessoa jurídica inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Rua do Sol, 50, sala 3, Centro, Maceió/AL, CEP 57020-050.',
    );
    expect(text).toContain('Instituto Nacional da Propriedade Industrial (INPI)');
    expect(text).toContain(
      'ao pedido de registro da marca "Açaí da Praça" na classe 30 da Classificação Internacional de Nice',
    );
    expect(text).toContain('substabelecer, no todo ou em parte, com ou sem reserva de iguais poderes');
    for (const power of POWERS) expect(text).toContain(power);
    expect(text).toContain('Maceió/AL, 5 de março de 2026.');
    expect(text).not.toContain(SAMPLE_NOTICE.slice(0, 20));
  });

  it('a company holder: CNPJ, its seat and "representada por" its legal representative, who signs for it', async () => {
    const text = await readBack(input({ grantors: [company] }));
    expect(text).toContain(
      'Nova Comércio de Alimentos S.A., pessoa jurídica de direito privado inscrita no CNPJ sob o nº 12.ABC.345/01DE-35, com sede em Avenida Paulista, 1000, 10º andar, São Paulo/SP, CEP 01310-100, neste ato representada por Beatriz Ramos, brasileira, inscrito(a) no CPF sob o nº 111.444.777-35.',
    );
    expect(text).toContain('CNPJ 12.ABC.345/01DE-35 por Beatriz Ramos, CPF 111.444.777-35');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
  });

  it('three co-owners, each with their own address and a signature line', async () => {
    const grantors = [
      person({
        nome: 'Ana Lima',
        docNum: '52998224725',
        nacionalidade: 'brasileira',
        endereco: {
          logradouro: 'Rua Um',
          numero: '1',
          complemento: '',
          cidade: 'Recife',
          estado: 'PE',
          cep: '50010000',
        },
      }),
      person({
        nome: 'Carlos Souza',
        docNum: '11144477735',
        nacionalidade: 'português',
        endereco: {
          logradouro: 'Rua Dois',
          numero: '22',
          complemento: 'casa B',
          cidade: 'Natal',
          estado: 'RN',
          cep: '59010000',
        },
      }),
      company,
    ];
    const text = await readBack(input({ grantors }));
    expect(text).toContain('OUTORGANTES:');
    expect(text).toContain(
      '1. Ana Lima, brasileira, inscrito(a) no CPF sob o nº 529.982.247-25, residente e domiciliado(a) em Rua Um, 1, Recife/PE, CEP 50010-000.',
    );
    expect(text).toContain(
      '2. Carlos Souza, português, inscrito(a) no CPF sob o nº 111.444.777-35, residente e domiciliado(a) em Rua Dois, 22, casa B, Natal/RN, CEP 59010-000.',
    );
    expect(text).toContain('3. Nova Comércio de Alimentos S.A.');
    expect(text).toContain('com sede em Avenida Paulista, 1000');
    expect(text).toContain('nomeiam e constituem');
    expect(text).toContain(
      'Ana Lima CPF 529.982.247-25 Carlos Souza CPF 111.444.777-35 Nova Comércio de Alimentos S.A. CNPJ 12.ABC.345/01DE-35',
    );
  });

  it('before the brand is named, no number stands where the INPI process number would go', async () => {
    const text = await readBack(input({ object: brandObject({ name: null, niceClasses: [] }) }));
    expect(text).toContain('em tudo o que se referir ao pedido de registro de marca a ser depositado em seu nome');
    expect(text).not.toMatch(/n[ºo°]\s*\d+(?![\d.]*[/-])/);
    expect(text).not.toMatch(/pedido n/);
  });

  it('the development default says in capitals that it is a sample', async () => {
    const text = await readBack(
      input({
        agent: {
          name: 'EMPRESA DE EXEMPLO LTDA. (defina COMPANY_NAME)',
          cnpj: '',
          address: 'endereço de exemplo',
          sample: true,
        },
      }),
    );
    expect(text).toContain(SAMPLE_NOTICE);
    expect(text).toContain(
      'OUTORGADO: EMPRESA DE EXEMPLO LTDA. (defina COMPANY_NAME), com sede em endereço de exemplo.',
    );
  });

  it('a service variant plugs in its own object (the process it acts on) through the same entry point', async () => {
    const document = await powerOfAttorneyDocument(
      input({
        object: 'ao processo nº 912345678, para apresentar oposição ao pedido de registro de marca de terceiro',
      }),
      { title: 'Procuração - oposição', author: 'Teste' },
    );
    expect(document.text).toContain('ao processo nº 912345678, para apresentar oposição');
    expect((await pdfText(document.pdf)).text.replace(/\s+/g, ' ')).toContain('ao processo nº 912345678');
  });
});

describe('power of attorney wording and layout', { timeout: 60_000 }, () => {
  it('dates in Brazil: late evening there is still the same day', () => {
    expect(longDateInBrazil(new Date('2026-01-01T02:00:00Z'))).toBe('31 de dezembro de 2025');
  });

  it('the plain text holds what the PDF shows', () => {
    const text = powerOfAttorneyText(powerOfAttorneyContent(input({ grantors: [company] })));
    expect(text).toContain('neste ato representada por Beatriz Ramos');
    expect(text.split('\n')[0]).toBe('PROCURAÇÃO');
  });

  it("each person reads with their own nationality: the owner's and the company representative's, as each gave it", () => {
    const text = powerOfAttorneyText(
      powerOfAttorneyContent(
        input({
          grantors: [
            person({ nome: 'João Pedro Araújo', nacionalidade: 'brasileiro' }),
            { ...company, representante: { nome: 'Pietro Rossi', cpf: '11144477735', nacionalidade: 'italiano' } },
          ],
        }),
      ),
    );
    expect(text).toContain('1. João Pedro Araújo, brasileiro, inscrito(a) no CPF');
    expect(text).toContain(
      'neste ato representada por Pietro Rossi, italiano, inscrito(a) no CPF sob o nº 111.444.777-35.',
    );
    // A representative saved before the question existed reads as before, without a nationality made up.
    const older = powerOfAttorneyText(
      powerOfAttorneyContent(input({ grantors: [{ ...company, representante: { nome: 'Bia', cpf: '11144477735' } }] })),
    );
    expect(older).toContain('neste ato representada por Bia, inscrito(a) no CPF');
  });

  it('does not fail on characters Helvetica cannot draw', async () => {
    const text = await readBack(input({ grantors: [person({ nome: 'Łukasz Đorđević 山田 🙂' })] }));
    expect(text).toContain('Lukasz Dordevic ?? ?');
  });

  it('flows onto more pages for many owners, each with a signature', async () => {
    const grantors = Array.from({ length: 10 }, (_, index) => person({ nome: `Proprietário Número ${index + 1}` }));
    const bytes = await renderPowerOfAttorney(powerOfAttorneyContent(input({ grantors })), {
      title: 'Procuração',
      author: 'Teste',
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const lines = (await pdfText(bytes)).text.split('\n');
    for (let index = 1; index <= 10; index += 1) expect(lines).toContain(`Proprietário Número ${index}`);
  });
});
