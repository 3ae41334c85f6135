import { loginMachine } from '../../../machines/login/login';
import type { WalkOptions } from '../../../machines/tooling/walk';
import { messages } from '../../../src/shared/messages';
import type { Profile } from '../../../src/shared/schemas/profile';

const profile = (overrides: Partial<Profile>): Profile => ({
  userID: 7,
  fullName: 'Maria da Silva Souza',
  Email: 'cliente@exemplo.com.br',
  CPF: '52998224725',
  phone: '(82) 99876-5432',
  IsAdmin: false,
  aceitaWhatsapp: false,
  Nacionalidade: '',
  Endereco: '',
  Numero: '',
  Complemento: '',
  Bairro: '',
  Cidade: '',
  Estado: '',
  CEP: '',
  ...overrides,
});

export const customerProfile = profile({});
export const adminProfile = profile({
  userID: 1,
  fullName: 'Equipe Marcas',
  Email: 'admin@exemplo.com.br',
  IsAdmin: true,
});

/** The login machine as a model: both variants, with and without a chosen plan, and every answer the API can give. */
export const loginModel = {
  machine: loginMachine,
  inputs: [
    { name: 'modal', input: { variant: 'modal' } },
    { name: 'modal with planId', input: { variant: 'modal', planId: 2 } },
    { name: 'screen', input: { variant: 'screen' } },
    { name: 'screen with planId', input: { variant: 'screen', planId: 1 } },
  ],
  events: {
    EDIT: [
      { type: 'EDIT', field: 'email', value: 'cliente@exemplo.com.br' },
      { type: 'EDIT', field: 'senha', value: 'senha-forte-123' },
    ],
    RESET_EDIT: [{ type: 'RESET_EDIT', value: 'cliente@exemplo.com.br' }],
  },
  actors: {
    logIn: {
      done: { customer: customerProfile, admin: adminProfile },
      error: {
        wrongPassword: { status: 401, message: messages.login.invalidCredentials },
        rateLimited: { status: 429, message: messages.login.tooManyAttempts },
      },
    },
    requestReset: { done: { accepted: undefined }, error: { offline: { message: 'Failed to fetch' } } },
  },
} satisfies WalkOptions<typeof loginMachine>;
