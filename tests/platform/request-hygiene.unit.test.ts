import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/server/auth/passwords';
import { describeError, isDatabaseUnavailable, redact } from '../../src/server/http/errors';
import { jsonNestingDepth } from '../../src/server/http/json-body';

describe('jsonNestingDepth', () => {
  it.each([
    ['{}', 1],
    ['[]', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['"[[[[["', 0],
    ['{"a":"\\"[[[["}', 1],
    [`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 50_000],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });
});

describe('redact', () => {
  it('masks e-mails, CPF/CNPJ (formatted or not, alphanumeric too) and JWTs', () => {
    const text = redact(
      'falhou para Maria.Souza@exemplo.com.br cpf 529.982.247-25 e 52998224725, cnpj 12.ABC.345/01DE-35 token eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl',
    );
    for (const secret of [
      'Maria.Souza@exemplo.com.br',
      '529.982.247-25',
      '52998224725',
      '12.ABC.345/01DE-35',
      'eyJhbGciOi',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('falhou para <e-mail>');
  });

  it('keeps ids and ordinary words', () => {
    expect(redact('tentativa 42 do pedido marca 7')).toBe('tentativa 42 do pedido marca 7');
  });
});

describe('describeError', () => {
  it('follows the cause chain', () => {
    const error = new Error('de fora', { cause: Object.assign(new Error('de dentro'), { code: 'ECONNREFUSED' }) });
    expect(describeError(error)).toBe('Error: de fora <- Error ECONNREFUSED: de dentro');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outra coisa'))).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('finds the common ones in any case, and not a long random one', async () => {
    expect(await isCommonPassword('12345678')).toBe(true);
    expect(await isCommonPassword('PassWord')).toBe(true);
    expect(await isCommonPassword('Cavalo-Bateria-Grampo-9')).toBe(false);
  });
});
