import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { longDateInBrazil, type PowerOfAttorneyInput, POWERS, powerOfAttorneyContent } from '../../../src/server/documents/power-of-attorney/content';
import { renderPowerOfAttorney } from '../../../src/server/documents/power-of-attorney/render-pdf';
import { pdfText } from './pdf-text';

const input = (overrides: Partial<PowerOfAttorneyInput> = {}): PowerOfAttorneyInput => ({
  grantors: [{ nome: 'João Conceição', tipoDoc: 'cpf', docNum: '52998224725' }],
  address: { endereco: 'Rua do Comércio', numero: '123', complemento: 'Sala 4', cidade: 'Maceió', estado: 'AL', cep: '57020000' },
  agent: { name: 'Registre Sua Marca Ltda.', cnpj: '11222333000181', city: 'Maceió/AL' },
  marcaId: 42,
  brandName: 'Açaí da Praça',
  niceClass: 30,
  date: new Date('2026-03-05T15:00:00Z'),
  ...overrides,
});

const allText = (content: ReturnType<typeof powerOfAttorneyContent>) =>
  [content.title, ...content.sections.flatMap((section) => [section.heading, ...section.paragraphs]), content.placeAndDate, ...content.signatures.flatMap((s) => [s.name, s.document])].join('\n');

describe('power of attorney wording', () => {
  it('names the grantor with the formatted CPF and the address, the agent, the brand, place and date', () => {
    const text = allText(powerOfAttorneyContent(input()));
    expect(text).toContain('PROCURAÇÃO');
    expect(text).toContain('OUTORGANTE');
    expect(text).toContain('João Conceição, inscrito(a) no CPF sob o nº 529.982.247-25');
    expect(text).toContain('Rua do Comércio, 123, Sala 4, Maceió/AL, CEP 57020-000');
    expect(text).toContain('Registre Sua Marca Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Maceió/AL');
    expect(text).toContain('Instituto Nacional da Propriedade Industrial (INPI)');
    expect(text).toContain('"Açaí da Praça" na classe 30');
    expect(text).toContain('Maceió/AL, 5 de março de 2026.');
    for (const power of POWERS) expect(text).toContain(power);
  });

  it('lists every owner, CNPJ (alphanumeric too) formatted, with a signature line each', () => {
    const content = powerOfAttorneyContent(
      input({
        grantors: [
          { nome: 'Ana Lima', tipoDoc: 'cpf', docNum: '52998224725' },
          { nome: 'Empresa Nova S.A.', tipoDoc: 'cnpj', docNum: '12ABC34501DE35' },
        ],
      }),
    );
    const text = allText(content);
    expect(content.sections[0].heading).toBe('OUTORGANTES');
    expect(text).toContain('1. Ana Lima');
    expect(text).toContain('2. Empresa Nova S.A., pessoa jurídica inscrita no CNPJ sob o nº 12.ABC.345/01DE-35');
    expect(text).toContain('nomeiam e constituem');
    expect(content.signatures).toEqual([
      { name: 'Ana Lima', document: 'CPF 529.982.247-25' },
      { name: 'Empresa Nova S.A.', document: 'CNPJ 12.ABC.345/01DE-35' },
    ]);
  });

  it('refers to the request number while the brand has no name, and leaves out what is unknown', () => {
    const text = allText(powerOfAttorneyContent(input({ brandName: null, niceClass: null, agent: { name: 'Agente', cnpj: '', city: '' } })));
    expect(text).toContain('ao pedido de registro de marca nº 42');
    expect(text).not.toContain('CNPJ sob o nº ,');
    expect(text).toContain('Agente.');
  });

  it('dates in Brazil: late evening there is still the same day', () => {
    expect(longDateInBrazil(new Date('2026-01-01T02:00:00Z'))).toBe('31 de dezembro de 2025');
  });
});

const drawnText = async (bytes: Uint8Array) => (await pdfText(bytes)).text;

describe('power of attorney PDF', () => {
  it('renders Portuguese text in Helvetica: ç, ã, é and friends', async () => {
    const bytes = await renderPowerOfAttorney(powerOfAttorneyContent(input()), { title: 'Procuração', author: 'Teste' });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await drawnText(bytes);
    expect(text).toContain('PROCURAÇÃO');
    expect(text).toContain('João Conceição');
    expect(text).toContain('Açaí da Praça');
    expect(text).toContain('5 de março de 2026');
  });

  it('does not fail on characters Helvetica cannot draw', async () => {
    const content = powerOfAttorneyContent(input({ grantors: [{ nome: 'Łukasz Đorđević 山田 🙂', tipoDoc: 'cpf', docNum: '52998224725' }] }));
    const text = await drawnText(await renderPowerOfAttorney(content, { title: 'Procuração', author: 'Teste' }));
    expect(text).toContain('Lukasz Dordevic ?? ?');
  });

  it('flows onto more pages for many owners, each with a signature', async () => {
    const grantors = Array.from({ length: 10 }, (_, index) => ({ nome: `Proprietário Número ${index + 1}`, tipoDoc: 'cpf' as const, docNum: '52998224725' }));
    const bytes = await renderPowerOfAttorney(powerOfAttorneyContent(input({ grantors })), { title: 'Procuração', author: 'Teste' });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = await drawnText(bytes);
    for (let index = 1; index <= 10; index += 1) expect(text.split(`Proprietário Número ${index}\n`).length - 1).toBeGreaterThanOrEqual(1);
  });
});
