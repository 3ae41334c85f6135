import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectNoSecrets, expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const PROFILE_KEYS = [
  'Bairro',
  'CEP',
  'CPF',
  'Cidade',
  'Complemento',
  'Email',
  'Endereco',
  'Estado',
  'IsAdmin',
  'Nacionalidade',
  'Numero',
  'aceitaWhatsapp',
  'fullName',
  'phone',
  'userID',
];

const patch = (token: string, body: unknown) => t.call('PATCH', '/api/profile/', { token, body });
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/profile', () => {
  it('answers the spec field names, with and without the trailing slash', async () => {
    const { holder, token, userID } = await signUp(t);
    const withSlash = await t.call('GET', '/api/profile/', { token });
    const withoutSlash = await t.call('GET', '/api/profile', { token });
    expect(withSlash.status).toBe(200);
    expect(withoutSlash.status).toBe(200);
    expect(withoutSlash.body).toEqual(withSlash.body);
    expect(Object.keys(withSlash.body).sort()).toEqual(PROFILE_KEYS);
    expect(withSlash.body).toEqual({
      userID,
      fullName: holder.fullName,
      Email: holder.email,
      CPF: holder.cpf,
      phone: '82998765432',
      IsAdmin: false,
      Endereco: '',
      Numero: '',
      Complemento: '',
      Bairro: '',
      Cidade: '',
      Estado: '',
      CEP: '',
      aceitaWhatsapp: false,
      Nacionalidade: '',
    });
  });

  it('never sends the password or its hash', async () => {
    const { token } = await signUp(t);
    const answer = await t.call('GET', '/api/profile/', { token });
    expectNoSecrets(answer.body);
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2/);
  });
});

describe('PATCH /api/profile: changes', () => {
  it('saves the address fields, normalizing the CEP and the state', async () => {
    const { token, userID } = await signUp(t);
    const address = {
      Endereco: 'Rua do Comércio',
      Numero: '123',
      Complemento: 'Sala 4',
      Cidade: 'Maceió',
      Estado: 'al',
      CEP: '57020-000',
    };
    const answer = await patch(token, address);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...address, Estado: 'AL', CEP: '57020000' });
    expectNoSecrets(answer.body);

    expect((await t.call('GET', '/api/profile', { token })).body).toMatchObject({
      Estado: 'AL',
      CEP: '57020000',
      Cidade: 'Maceió',
    });
    expect(await rowOf(userID)).toMatchObject({
      endereco: 'Rua do Comércio',
      numero: '123',
      complemento: 'Sala 4',
      cidade: 'Maceió',
      estado: 'AL',
      cep: '57020000',
    });
  });

  it('works without the trailing slash too', async () => {
    const { token } = await signUp(t);
    const answer = await t.call('PATCH', '/api/profile', { token, body: { Cidade: 'Arapiraca' } });
    expect(answer.status).toBe(200);
    expect(answer.body.Cidade).toBe('Arapiraca');
  });

  it('changes the name and the phone', async () => {
    const { token, userID } = await signUp(t);
    const answer = await patch(token, { fullName: 'Maria Souza Lima', phone: '(11) 3456-7890' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fullName: 'Maria Souza Lima', phone: '1134567890' });
    expect(await rowOf(userID)).toMatchObject({ fullName: 'Maria Souza Lima', phone: '1134567890' });
  });

  it('does not move the account to another e-mail with the token alone: that takes the password and a confirmed link', async () => {
    const { holder, token, userID } = await signUp(t);
    const Email = `ladrao.${Date.now()}@exemplo.com.br`;
    expectRefusal(
      await patch(token, { fullName: 'Maria Souza Lima', Email }),
      400,
      messages.account.emailChangeUseDedicated,
    );
    expect(await rowOf(userID)).toMatchObject({ email: holder.email, fullName: holder.fullName });
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it('accepts back the exact profile it answered (the web client sends it whole)', async () => {
    const { token } = await signUp(t);
    await patch(token, {
      Endereco: 'Av. Fernandes Lima',
      Numero: '10',
      Cidade: 'Maceió',
      Estado: 'AL',
      CEP: '57050000',
    });
    const read = await t.call('GET', '/api/profile/', { token });
    const answer = await patch(token, read.body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(read.body);
  });

  it('accepts back an admin profile too, whose document and phone are blank placeholders', async () => {
    await ensureAdmin(t.db, 'equipe.perfil@marcas.test', 'senha-da-equipe-1');
    const { token } = (await logIn(t, 'equipe.perfil@marcas.test', 'senha-da-equipe-1')).body;
    const read = await t.call('GET', '/api/profile/', { token });
    expect(read.body.IsAdmin).toBe(true);
    const answer = await patch(token, read.body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual(read.body);
  });

  it('accepts the unchanged CPF, masked, and its own userID as text', async () => {
    const { holder, token, userID } = await signUp(t);
    const answer = await patch(token, {
      CPF: formatCpf(holder.cpf),
      userID: String(userID),
      IsAdmin: false,
      Cidade: 'Penedo',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Cidade).toBe('Penedo');
  });

  it('lets an address be cleared', async () => {
    const { token } = await signUp(t);
    await patch(token, { Complemento: 'Casa 2', CEP: '57000000' });
    const answer = await patch(token, { Complemento: '', CEP: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Complemento: '', CEP: '' });
  });
});

describe('PATCH /api/profile: refusals', () => {
  it('refuses IsAdmin: true with 403 and leaves the account a customer', async () => {
    const { token, userID } = await signUp(t);
    const answer = await patch(token, { IsAdmin: true, Cidade: 'Maceió' });
    expectRefusal(answer, 403, messages.http.forbidden);
    const row = await rowOf(userID);
    expect(row.isAdmin).toBe(false);
    expect(row.cidade).toBe(''); // nothing of the refused request was saved
    expect((await t.call('GET', '/api/profile/', { token })).body.IsAdmin).toBe(false);
  });

  it("refuses another user's id with 403 and changes neither account", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    for (const userID of [victim.userID, String(victim.userID), 0, 'abc']) {
      expectRefusal(
        await patch(attacker.token, { userID, fullName: 'Invasor da Silva' }),
        403,
        messages.http.forbidden,
      );
    }
    expect((await rowOf(victim.userID)).fullName).toBe(victim.holder.fullName);
    expect((await rowOf(attacker.userID)).fullName).toBe(attacker.holder.fullName);
  });

  it.each(['Senha', 'password', 'passwordHash', 'isAdmin', 'tokenVersion', 'id', 'email', 'createdAt'])(
    'refuses the unknown field %s with 400 naming it',
    async (field) => {
      const { token, userID } = await signUp(t);
      const before = await rowOf(userID);
      const answer = await patch(token, { Cidade: 'Maceió', [field]: field === 'isAdmin' ? true : 'valor' });
      expectRefusal(answer, 400, `Campo não permitido: ${field}`);
      expect(await rowOf(userID)).toEqual(before);
    },
  );

  it('refuses a CPF change', async () => {
    const { token, userID, holder } = await signUp(t);
    const other = await signUp(t);
    expectRefusal(await patch(token, { CPF: other.holder.cpf }), 400, messages.profile.documentLocked);
    expectRefusal(await patch(token, { CPF: '' }), 400, messages.profile.documentLocked);
    expect((await rowOf(userID)).cpf).toBe(holder.cpf);
  });

  it.each([
    ['CEP with letters', { CEP: 'abcdefgh' }, 'CEP inválido. Digite um CEP com 8 dígitos.'],
    ['CEP too short', { CEP: '5702' }, messages.profile.cepInvalid],
    ['CEP with letters among digits', { CEP: '57020-00A' }, messages.profile.cepInvalid],
    ['CEP as a number', { CEP: 57020000 }, messages.profile.cepInvalid],
    ['Numero with letters', { Numero: '12A' }, messages.profile.numbersOnly],
    ['Numero with a dash', { Numero: '12-3' }, messages.profile.numbersOnly],
    ['Numero too long', { Numero: '12345678901' }, messages.profile.numberTooLong],
    ['Estado spelled out', { Estado: 'Alagoas' }, messages.profile.stateInvalid],
    ['Estado with digits', { Estado: 'A1' }, messages.profile.stateInvalid],
    ['Email malformed', { Email: 'maria@' }, messages.register.invalidEmail],
    ['Email blank', { Email: '' }, messages.register.emailRequired],
    ['phone too short', { phone: '8299' }, messages.register.invalidPhone],
    ['phone cleared', { phone: '' }, messages.register.phoneRequired],
    ['fullName blank', { fullName: ' ' }, messages.register.nameRequired],
    ['Endereco too long', { Endereco: 'R'.repeat(201) }, messages.profile.tooLong(200)],
    ['Endereco as a number', { Endereco: 42 }, messages.http.invalidField('Endereco')],
    ['Cidade as an object', { Cidade: { nome: 'Maceió' } }, messages.http.invalidField('Cidade')],
    ['IsAdmin as text', { IsAdmin: 'true' }, messages.http.invalidField('IsAdmin')],
    ['userID as an object', { userID: { id: 1 } }, messages.http.invalidField('userID')],
    ['a NUL character', { Complemento: 'Casa\u0000' }, messages.http.invalidCharacters],
  ])('refuses %s with 400 and saves nothing', async (_label, body, erro) => {
    const { token, userID } = await signUp(t);
    const before = await rowOf(userID);
    expectRefusal(await patch(token, body), 400, erro);
    expect(await rowOf(userID)).toEqual(before);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['text', 'Cidade'],
  ])('refuses %s as the body', async (_label, body) => {
    const { token } = await signUp(t);
    expectRefusal(await patch(token, body), 400, messages.http.bodyNotObject);
  });

  it('accepts its own e-mail typed in another case', async () => {
    const { token, holder } = await signUp(t);
    const answer = await patch(token, { Email: holder.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body.Email).toBe(holder.email);
  });
});
