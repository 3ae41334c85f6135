import { formatCnpj, formatCpf, generateCnpj, generateCpf, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, servicos, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectNoSecrets, expectRefusal, signUp, withCnpjCheckDigits } from '../support/api/accounts';
import { newHolder } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const register = (body: unknown) => t.call('POST', '/api/register', { body });
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;

/** A valid CPF with its last check digit changed. */
function withWrongCheckDigit(cpf: string): string {
  return `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
}

describe('POST /api/register: success', () => {
  it('answers 201 with marcaID, userID and a token that opens the profile', async () => {
    const holder = newHolder({ email: '  Maria.Nova@Exemplo.com.BR ', cpf: formatCpf(generateCpf()) });
    const answer = await register(holder);

    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['marcaID', 'token', 'userID']);
    expect(answer.body.marcaID).toEqual(expect.any(Number));
    expect(answer.body.userID).toEqual(expect.any(Number));
    expectNoSecrets(answer.body);

    const profile = await t.call('GET', '/api/profile/', { token: answer.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      userID: answer.body.userID,
      fullName: holder.fullName,
      Email: 'maria.nova@exemplo.com.br',
      CPF: holder.cpf.replace(/\D/g, ''),
      phone: '82998765432',
      IsAdmin: false,
    });
  });

  it('stores the password as an argon2id hash, never as sent', async () => {
    const { holder, userID } = await signUp(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(holder.password);
  });

  it.each([1, 2])('plan %i opens a brand request (marcas) for the new customer', async (planoID) => {
    const { userID, marcaID } = await signUp(t, { planoID });
    const brandRows = await t.db.select().from(marcas).where(eq(marcas.userId, userID));
    expect(brandRows).toHaveLength(1);
    expect(brandRows[0]).toMatchObject({
      id: marcaID,
      planoId: planoID,
      status: 'Pendente',
      statusPagamento: 'Pendente',
    });
    expect(await t.db.select().from(servicos).where(eq(servicos.userId, userID))).toHaveLength(0);
  });

  it.each([4, 5, 6])('plan %i opens a service request (servicos) for the new customer', async (planoID) => {
    const { userID, marcaID } = await signUp(t, { planoID });
    const serviceRows = await t.db.select().from(servicos).where(eq(servicos.userId, userID));
    expect(serviceRows).toHaveLength(1);
    expect(serviceRows[0]).toMatchObject({
      id: marcaID,
      planoId: planoID,
      status: 'Pendente',
      statusPagamento: 'Pendente',
    });
    expect(await t.db.select().from(marcas).where(eq(marcas.userId, userID))).toHaveLength(0);
  });

  it('accepts the plan id as text, as forms send it', async () => {
    const { userID } = await signUp(t, { planoID: '2' });
    const [row] = await t.db.select().from(marcas).where(eq(marcas.userId, userID));
    expect(row.planoId).toBe(2);
  });

  it('accepts a numeric CNPJ holder, masked or not, and keeps it as digits', async () => {
    const cnpj = generateCnpj();
    const { userID } = await signUp(t, { cpf: formatCnpj(cnpj) });
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row.cpf).toBe(cnpj);
  });

  it('accepts the alphanumeric CNPJ (valid from July 2026), in any case, kept uppercase', async () => {
    const cnpj = withCnpjCheckDigits('12ABC34501DE');
    expect(cnpj).toBe('12ABC34501DE35'); // Receita Federal's published example
    expect(isValidCnpj(cnpj, { version: 2 })).toBe(true);

    const { userID, token } = await signUp(t, { cpf: '12.abc.345/01de-35' });
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row.cpf).toBe(cnpj);
    expect((await t.call('GET', '/api/profile', { token })).body.CPF).toBe(cnpj);
  });

  it('accepts an alphanumeric CNPJ from the library generator', async () => {
    const cnpj = withCnpjCheckDigits('Z9Y8X7W6V5U4');
    expect(isValidCnpj(cnpj, { version: 2 })).toBe(true);
    const generated = generateCnpj({ version: 2 });
    expect(isValidCnpj(generated, { version: 2 })).toBe(true);
    await signUp(t, { cpf: cnpj });
    await signUp(t, { cpf: generated });
  });
});

describe('POST /api/register: refusals', () => {
  it('refuses a CPF with wrong check digits, leaving no account behind', async () => {
    const before = await countUsers();
    const holder = newHolder({ cpf: withWrongCheckDigit(generateCpf()) });
    expectRefusal(await register(holder), 400, messages.register.invalidDocument);
    expect(await countUsers()).toBe(before);
    expect(await userByEmail(holder.email)).toBeUndefined();
  });

  it.each([
    ['repeated digits', '111.111.111-11'],
    ['too short', '1234567890'],
    ['alphanumeric CNPJ with a wrong check digit', '12ABC34501DE36'],
    ['a numeric CNPJ with a wrong check digit', '11222333000182'],
    ['a number instead of text', 12345678909],
  ])('refuses a document: %s', async (_label, cpf) => {
    expectRefusal(await register(newHolder({ cpf })), 400, messages.register.invalidDocument);
  });

  it.each(['maria@', 'maria.exemplo.com.br', 'maria @exemplo.com', 42])('refuses the e-mail %j', async (email) => {
    expectRefusal(await register(newHolder({ email })), 400, messages.register.invalidEmail);
  });

  it.each(['123', '(82) 9876', '(82) 99876-54321', 'telefone'])('refuses the phone %j', async (phone) => {
    expectRefusal(await register(newHolder({ phone })), 400, messages.register.invalidPhone);
  });

  it('asks for an empty document, e-mail or phone instead of calling it invalid', async () => {
    expectRefusal(await register(newHolder({ cpf: '' })), 400, messages.register.documentRequired);
    expectRefusal(await register(newHolder({ cpf: '   ' })), 400, messages.register.documentRequired);
    expectRefusal(await register(newHolder({ email: '   ' })), 400, messages.register.emailRequired);
    expectRefusal(await register(newHolder({ phone: '' })), 400, messages.register.phoneRequired);
  });

  it('refuses a password under 8 characters with the spec message', async () => {
    expectRefusal(await register(newHolder({ password: '1234567' })), 400, 'A senha deve ter pelo menos 8 caracteres');
    expectRefusal(await register(newHolder({ password: '' })), 400, 'A senha deve ter pelo menos 8 caracteres');
  });

  it('accepts exactly 8 characters and refuses an absurdly long password', async () => {
    await signUp(t, { password: 'k8#Wq2zP' });
    expectRefusal(await register(newHolder({ password: 'x'.repeat(129) })), 400, messages.register.passwordLong);
  });

  it('refuses a missing or blank name', async () => {
    const { fullName: _, ...withoutName } = newHolder();
    expectRefusal(await register(withoutName), 400, messages.register.nameRequired);
    expectRefusal(await register(newHolder({ fullName: '   ' })), 400, messages.register.nameRequired);
  });

  it('refuses plan 3 (Corporativo is quoted by chat) without creating the account', async () => {
    const holder = newHolder({ planoID: 3 });
    expectRefusal(await register(holder), 400, messages.register.planQuotedByChat);
    expect(await userByEmail(holder.email)).toBeUndefined();
  });

  it.each([0, 8, 99, -1, 1.5, 'abc', '', null, { id: 1 }, [1]])('refuses the unknown plan %j', async (planoID) => {
    const holder = newHolder({ planoID });
    expectRefusal(await register(holder), 400, messages.register.planUnknown);
    expect(await userByEmail(holder.email)).toBeUndefined();
  });

  it('refuses a missing plan', async () => {
    const { planoID: _, ...withoutPlan } = newHolder();
    expectRefusal(await register(withoutPlan), 400, messages.register.planUnknown);
  });
});

describe('POST /api/register: duplicates', () => {
  it('refuses a CPF already registered, even masked, with the spec message', async () => {
    const { holder } = await signUp(t);
    const answer = await register(newHolder({ cpf: formatCpf(holder.cpf) }));
    expectRefusal(answer, 409, 'Este CPF já está cadastrado.');
    expectNoSecrets(answer.body);
  });

  it('refuses an e-mail already registered, whatever its case and spacing', async () => {
    const { holder } = await signUp(t);
    expectRefusal(
      await register(newHolder({ email: holder.email.toUpperCase() })),
      409,
      'Este e-mail já está cadastrado.',
    );
    expectRefusal(await register(newHolder({ email: ` ${holder.email} ` })), 409, 'Este e-mail já está cadastrado.');
  });

  it('refuses an alphanumeric CNPJ already registered in lowercase', async () => {
    const cnpj = withCnpjCheckDigits('AB12CD34EF56');
    await signUp(t, { cpf: cnpj });
    expectRefusal(await register(newHolder({ cpf: cnpj.toLowerCase() })), 409, messages.register.duplicateCpf);
  });

  it('lets exactly one of several simultaneous sign-ups with the same CPF through', async () => {
    const cpf = generateCpf();
    const answers = await Promise.all([1, 2, 3, 4].map(() => register(newHolder({ cpf }))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.status === 409))
      expectRefusal(answer, 409, messages.register.duplicateCpf);

    const rows = await t.db.select().from(users).where(eq(users.cpf, cpf));
    expect(rows).toHaveLength(1);
    // The refused ones left no request behind.
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(await t.db.select().from(marcas).where(eq(marcas.userId, winner.body.userID))).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = `corrida.${Date.now()}@exemplo.com.br`;
    const answers = await Promise.all([
      register(newHolder({ email })),
      register(newHolder({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expectRefusal(
      answers.find((answer) => answer.status === 409)!,
      409,
      messages.register.duplicateEmail,
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
