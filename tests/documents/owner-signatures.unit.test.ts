import { describe, expect, it } from 'vitest';
import { expectedSigners, ownerSignaturePendencias } from '../../src/server/documents/signatures/owner-signatures';

const person = {
  nome: 'Maria da Silva',
  tipoDoc: 'cpf',
  docNum: '52998224725',
  representanteNome: null,
  representanteCpf: null,
};
const company = {
  nome: 'Padaria Boa Ltda',
  tipoDoc: 'cnpj',
  docNum: '11222333000181',
  representanteNome: 'João Pereira',
  representanteCpf: '11144477735',
};
const signer = (cpf: string, cadeia: 'gov.br' | 'ICP-Brasil' | null = 'gov.br') => ({
  nome: `PESSOA ${cpf}`,
  cpf,
  cadeia,
});

describe('every outorgante must sign, with a recognised signature carrying their CPF', () => {
  it('nothing is missing when the person and the company representative both signed', () => {
    expect(
      ownerSignaturePendencias(
        [signer('52998224725'), signer('11144477735', 'ICP-Brasil')],
        expectedSigners([person, company]),
      ),
    ).toEqual([]);
  });

  it('a missing outorgante shows "falta a assinatura de {nome}"; a company is signed by its representative', () => {
    expect(ownerSignaturePendencias([signer('52998224725')], expectedSigners([person, company]))).toEqual([
      'falta a assinatura de João Pereira (por Padaria Boa Ltda)',
    ]);
  });

  it('an unrecognised certificate carrying the right CPF does not count, and a stranger is named', () => {
    expect(
      ownerSignaturePendencias([signer('52998224725', null), signer('39053344705')], expectedSigners([person])),
    ).toEqual([
      'falta a assinatura de Maria da Silva',
      'PESSOA 39053344705 assinou, mas não é outorgante nem representante de um outorgante',
    ]);
  });
});
