import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { cityForPix, pixCode } from '../../src/shared/payments/pix';

describe('Pix BR Code', () => {
  it('is a valid payload for the exact amount, merchant and transaction id', () => {
    const code = pixCode({
      key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      merchantName: 'Registre Sua Marca Assessoria',
      merchantCity: cityForPix('Maceió/AL'),
      amountCents: 11_880,
      txid: 'SANDBOX12',
    });
    expect(isValidPixPayload(code)).toBe(true);
    expect(getPixPayloadInfo(code)).toMatchObject({ amount: 118.8, merchantCity: 'Maceio', txid: 'SANDBOX12' });
  });

  it('refuses what the library refuses instead of producing a broken code', () => {
    expect(() =>
      pixCode({ key: 'não é chave', merchantName: 'X', merchantCity: 'Y', amountCents: 100, txid: 'A' }),
    ).toThrow();
  });

  it('takes only the city of "Cidade/UF"', () => {
    expect(cityForPix('São Paulo/SP')).toBe('São Paulo');
    expect(cityForPix('')).toBe('Brasil');
  });
});
