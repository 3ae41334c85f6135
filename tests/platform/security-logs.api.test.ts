import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../../src/server/http/errors';
import { logIn, signUp, waitForMail } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);
beforeEach(() => {
  lines = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((arg) =>
            arg instanceof Error ? `${arg.message}\n${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg),
          )
          .join(' '),
      );
    });
  }
});
afterEach(() => vi.restoreAllMocks());

function expectNothingPersonal(secrets: string[]) {
  const logged = lines.join('\n');
  for (const secret of secrets) expect(logged, secret).not.toContain(secret);
}

describe('server logs', () => {
  it('hold no e-mail, CPF, token or password through sign-up, login, forgotten password, e-mail change and mail sending', async () => {
    const { holder, token } = await signUp(t);
    await logIn(t, holder.email, 'senha-errada-123');
    await logIn(t, holder.email, holder.password);
    await t.call('POST', '/api/forgetPass', { body: { email: holder.email } });
    await waitForMail(t, holder.email);
    const newEmail = `novo.${Date.now()}@exemplo.com.br`;
    await t.call('POST', '/api/conta/email', { token, body: { novoEmail: newEmail, senha: holder.password } });
    await waitForMail(t, newEmail);
    expect(lines.length).toBeGreaterThan(0);
    expectNothingPersonal([holder.email, newEmail, holder.cpf, holder.password, 'senha-errada-123', token]);
  });

  it('an unexpected database error is logged without the query parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "cpf") values ($1, $2)',
      ['maria@exemplo.com.br', '52998224725'],
      new Error('falhou para maria@exemplo.com.br'),
    );
    const logged = describeError(error);
    expect(logged).toContain('insert into "users"');
    expect(logged).not.toContain('maria@exemplo.com.br');
    expect(logged).not.toContain('52998224725');
  });
});
