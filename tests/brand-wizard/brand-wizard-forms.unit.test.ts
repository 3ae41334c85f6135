import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressFormSchema,
  addressFromCep,
  addressOf,
  brandDataInput,
  brandFormSchema,
  brandFormValues,
  maskInternationalNumber,
  maskState,
  emptyOwner,
  holderAddress,
  ownersFormSchema,
  ownersFormValues,
  documentAfterTypeChange,
} from '../../src/web/brand-wizard/brand-wizard-forms';
import { messages } from '../../src/shared/messages';
import { brandDataSchema, type BrandData } from '../../src/shared/schemas/brand-wizard';
import { todayInBrazil } from '../../src/shared/time/brasilia';
import type { Profile } from '../../src/shared/schemas/profile';

const ownerAddress = {
  cep: '57035-180',
  logradouro: 'Avenida Álvaro Otacílio',
  numero: '1200',
  complemento: '',
  bairro: 'Ponta Verde',
  cidade: 'Maceió',
  estado: 'AL',
};

const holder: Profile = {
  userID: 3,
  fullName: 'Maria da Silva Souza',
  Email: 'maria@exemplo.com.br',
  CPF: '52998224725',
  phone: '82998765432',
  IsAdmin: false,
  aceitaWhatsapp: false,
  Nacionalidade: '',
  Endereco: '',
  Numero: '',
  Complemento: '',
  Bairro: '',
  Cidade: '',
  Estado: '',
  CEP: '57035000',
};

const address = {
  CEP: '57035-000',
  Endereco: 'Rua do Comércio',
  Numero: '15',
  Complemento: '',
  Bairro: 'Centro',
  Cidade: 'Maceió',
  Estado: 'al',
};
const issuesOf = (result: { issues?: Array<{ message: string; path?: Array<{ key: unknown }> }> }) =>
  (result.issues ?? []).map((issue) => [issue.path?.map((item) => item.key).join('.') ?? '', issue.message]);

describe('/titular address form', () => {
  it('accepts a complete address, uppercasing the state; the complement may be blank', () => {
    const result = v.safeParse(addressFormSchema, address);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ Estado: 'AL', Complemento: '' });
  });

  it('needs 8 CEP digits, street, a numeric number, neighbourhood, city and a two-letter state', () => {
    const result = v.safeParse(addressFormSchema, {
      CEP: '5703-500',
      Endereco: ' ',
      Numero: '15A',
      Complemento: '',
      Bairro: '',
      Cidade: '',
      Estado: 'Alagoas',
    });
    expect(issuesOf(result)).toEqual([
      ['CEP', messages.cep.invalid],
      ['Endereco', messages.brandWizard.fieldRequired],
      ['Numero', messages.profile.numbersOnly],
      ['Bairro', messages.brandWizard.fieldRequired],
      ['Cidade', messages.brandWizard.fieldRequired],
      ['Estado', messages.profile.stateInvalid],
    ]);
  });

  it('starts from the saved profile, the CEP shown as 00000-000', () => {
    expect(addressOf(holder).CEP).toBe('57035-000');
  });

  it('fills street, neighbourhood (Bairro), city and state from a CEP lookup, leaving blanks alone', () => {
    expect(
      addressFromCep({
        cep: '57035000',
        logradouro: 'Avenida Álvaro Otacílio',
        bairro: 'Ponta Verde',
        localidade: 'Maceió',
        uf: 'al',
      }),
    ).toEqual({
      Endereco: 'Avenida Álvaro Otacílio',
      Bairro: 'Ponta Verde',
      Cidade: 'Maceió',
      Estado: 'AL',
    });
    // A CEP of a whole town has no street.
    expect(
      addressFromCep({ cep: '57960000', logradouro: '', bairro: '', localidade: 'Porto de Pedras', uf: 'AL' }),
    ).toEqual({ Cidade: 'Porto de Pedras', Estado: 'AL' });
  });

  it('keeps the state to two letters', () => {
    expect(maskState('a1l2x')).toBe('AL');
  });
});

describe('/add-titular owners form', () => {
  it('starts with the holder as the first owner, with the mask of the holder’s document', () => {
    expect(ownersFormValues([], holder)).toEqual([
      {
        nome: 'Maria da Silva Souza',
        email: 'maria@exemplo.com.br',
        tipoDoc: 'cpf',
        docNum: '529.982.247-25',
        // Nothing in the profile: the customer chooses; no gender is assumed for them.
        nacionalidade: '',
        endereco: holderAddress(holder),
        representante: { nome: '', cpf: '', nacionalidade: '' },
      },
    ]);
    expect(ownersFormValues([], { ...holder, Nacionalidade: 'brasileiro' })[0].nacionalidade).toBe('brasileiro');
    expect(emptyOwner().nacionalidade).toBe('');
    expect(ownersFormValues([], { ...holder, CPF: '11222333000181' })[0]).toMatchObject({
      tipoDoc: 'cnpj',
      docNum: '11.222.333/0001-81',
    });
  });

  it('shows saved owners masked by their type', () => {
    const endereco = {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    };
    const saved = [
      {
        nome: 'Loja',
        email: 'loja@exemplo.com.br',
        tipoDoc: 'cnpj' as const,
        docNum: '12ABC34501DE35',
        nacionalidade: '',
        endereco,
        representante: { nome: 'Bia', cpf: '11144477735', nacionalidade: 'brasileira' },
      },
    ];
    expect(ownersFormValues(saved, holder)[0]).toMatchObject({
      docNum: '12.ABC.345/01DE-35',
      endereco: { ...endereco, cep: '01310-100' },
      representante: { nome: 'Bia', cpf: '111.444.777-35', nacionalidade: 'brasileira' },
    });
  });

  it('clears the typed number when the document type changes: a CPF is never the start of a CNPJ', () => {
    expect(documentAfterTypeChange('529.982.247-25', 'cpf', 'cnpj')).toBe('');
    expect(documentAfterTypeChange('11.222.333/0001-81', 'cnpj', 'cpf')).toBe('');
    expect(documentAfterTypeChange('529.982.247-25', 'cpf', 'cpf')).toBe('529.982.247-25');
  });

  it('sends digits for a CPF and the 14 characters, uppercase, for an alphanumeric CNPJ; check digits are real', () => {
    const result = v.safeParse(ownersFormSchema, {
      owners: [
        {
          ...emptyOwner(),
          nome: 'Maria',
          email: 'maria@exemplo.com.br',
          tipoDoc: 'cpf',
          docNum: '529.982.247-25',
          nacionalidade: 'brasileira',
          endereco: ownerAddress,
        },
        {
          ...emptyOwner(),
          nome: 'Loja',
          email: 'loja@exemplo.com.br',
          tipoDoc: 'cnpj',
          docNum: '12.abc.345/01de-35',
          endereco: ownerAddress,
          representante: { nome: 'Bia Ramos', cpf: '111.444.777-35', nacionalidade: 'brasileira' },
        },
      ],
    });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.output.owners.map((owner) => owner.docNum)).toEqual(['52998224725', '12ABC34501DE35']);
    expect(result.output.owners.map((owner) => owner.representante)).toEqual([
      null,
      { nome: 'Bia Ramos', cpf: '11144477735', nacionalidade: 'brasileira' },
    ]);
    expect(result.output.owners[0].endereco.cep).toBe('57035180');
    const wrong = v.safeParse(ownersFormSchema, {
      owners: [
        {
          ...emptyOwner(),
          nome: 'Maria',
          email: 'maria@exemplo.com.br',
          docNum: '529.982.247-26',
          nacionalidade: 'brasileiro',
          endereco: ownerAddress,
        },
      ],
    });
    expect(issuesOf(wrong)).toEqual([['owners.0.docNum', messages.owners.cpfInvalid]]);
  });

  it("names the field to fix: an owner's address, a company's representative", () => {
    const company = {
      ...emptyOwner(),
      nome: 'Loja',
      email: 'loja@exemplo.com.br',
      tipoDoc: 'cnpj' as const,
      docNum: '12.abc.345/01de-35',
      nacionalidade: '',
    };
    expect(
      issuesOf(v.safeParse(ownersFormSchema, { owners: [{ ...company, endereco: { ...ownerAddress, numero: '' } }] })),
    ).toEqual([
      ['owners.0.endereco.numero', messages.owners.addressIncomplete],
      ['owners.0.representante.nome', messages.owners.representativeRequired],
      ['owners.0.representante.cpf', messages.owners.representativeCpfInvalid],
      ['owners.0.representante.nacionalidade', messages.owners.representativeNationalityRequired],
    ]);
  });

  it('asks each person their nationality instead of assuming one: the owner, and who signs for a company', () => {
    const person = { ...emptyOwner(), nome: 'João Pedro Araújo', email: 'joao@exemplo.com.br', docNum: '52998224725' };
    expect(issuesOf(v.safeParse(ownersFormSchema, { owners: [{ ...person, endereco: ownerAddress }] }))).toEqual([
      ['owners.0.nacionalidade', messages.owners.nationalityRequired],
    ]);
    const chosen = v.safeParse(ownersFormSchema, {
      owners: [{ ...person, nacionalidade: 'brasileiro', endereco: ownerAddress }],
    });
    expect(chosen.success && chosen.output.owners[0].nacionalidade).toBe('brasileiro');
  });

  it('refuses an empty list and the same document twice', () => {
    expect(issuesOf(v.safeParse(ownersFormSchema, { owners: [] }))).toEqual([['owners', messages.owners.atLeastOne]]);
    const twice = {
      ...emptyOwner(),
      nome: 'Maria',
      email: 'maria@exemplo.com.br',
      docNum: '52998224725',
      nacionalidade: 'brasileira',
      endereco: ownerAddress,
    };
    expect(
      issuesOf(v.safeParse(ownersFormSchema, { owners: [twice, { ...twice, docNum: '529.982.247-25' }] })),
    ).toEqual([['owners', messages.owners.duplicateDocument]]);
  });
});

describe('/marca brand form', () => {
  const saved: BrandData = {
    nome: 'Café Serra Azul',
    descricao: null,
    areaAtuacao: 'Alimentação',
    tipo: 'Mista',
    classeNice: 30,
    classes: [{ classeNice: 30, itens: ['Café'], livre: null }],
    marcaJaUtilizada: true,
    dataPrimeiroUso: '2021-05-10',
    registroInternacional: false,
    numeroRegistroInternacional: null,
    paisDeRegistro: null,
  };

  it('round-trips the saved data through the form into what PUT /api/marcas/{id} accepts', () => {
    const sent = brandDataInput(brandFormValues(saved), saved.classes);
    const { classeNice: _mainClass, ...asSent } = saved;
    expect(sent).toEqual(asSent);
    expect(v.parse(brandDataSchema, sent)).toEqual(saved);
  });

  it('drops the date of a brand not in use and the number and country of one not registered abroad', () => {
    const form = {
      ...brandFormValues(saved),
      marcaJaUtilizada: false,
      registroInternacional: false,
      numeroRegistroInternacional: 'WO1',
      paisDeRegistro: 'Portugal',
    };
    expect(brandDataInput(form, saved.classes)).toMatchObject({
      dataPrimeiroUso: null,
      numeroRegistroInternacional: null,
      paisDeRegistro: null,
    });
  });

  it('keeps only letters and digits of the international number, uppercased', () => {
    expect(maskInternationalNumber('wo-2021/12 ab')).toBe('WO202112AB');
    const form = {
      ...brandFormValues(saved),
      registroInternacional: true,
      numeroRegistroInternacional: 'wo-1',
      paisDeRegistro: ' Portugal ',
    };
    expect(brandDataInput(form, saved.classes)).toMatchObject({
      numeroRegistroInternacional: 'WO1',
      paisDeRegistro: 'Portugal',
    });
  });

  it('sends blanks as null and an unknown type as none (the machine then asks for name and type)', () => {
    const blank = brandFormValues({ ...saved, nome: null, tipo: null, areaAtuacao: null });
    expect(brandDataInput(blank, [])).toMatchObject({ nome: null, tipo: null, classes: [], areaAtuacao: null });
  });

  it('refuses a first use in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(tomorrow > todayInBrazil()).toBe(true);
    const result = v.safeParse(brandFormSchema, { ...brandFormValues(saved), dataPrimeiroUso: tomorrow });
    expect(issuesOf(result)).toEqual([['dataPrimeiroUso', messages.brandData.firstUseInFuture]]);
  });
});
