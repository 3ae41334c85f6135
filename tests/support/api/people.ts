import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';

let counter = 0;

/** A new, valid holder for sign-up: unique e-mail and a CPF (or CNPJ) with real check digits. */
export function newHolder(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: 'Maria da Silva Souza',
    email: `maria.${Date.now()}.${counter}@exemplo.com.br`,
    cpf: generateCpf(),
    phone: '(82) 99876-5432',
    password: 'senha-forte-123',
    planoID: 1,
    ...overrides,
  };
}

export { generateCnpj, generateCpf };
