import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

describe('"Sair" ends the session on the server', () => {
  it('the token used before "Sair" no longer opens anything', async () => {
    const { token, holder } = await signUp(t);
    expect((await t.call('GET', '/api/marcas/', { token })).status).toBe(200);
    const answer = await t.call('POST', '/api/conta/sair', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.mensagem).toBe(messages.account.signedOut);
    for (const [method, path] of [
      ['GET', '/api/profile/'],
      ['GET', '/api/marcas/'],
      ['GET', '/api/conta/dados'],
    ]) {
      expectRefusal(await t.call(method, path, { token }), 401, messages.http.unauthenticated);
    }
    expectRefusal(await t.call('POST', '/api/conta/sair', { token }), 401, messages.http.unauthenticated);
    // The owner signs in again as usual.
    const again = await logIn(t, holder.email, holder.password);
    expect(again.status).toBe(200);
    expect((await t.call('GET', '/api/profile/', { token: again.body.token })).status).toBe(200);
  });

  it('a copy of the token taken before "Sair" (on another device) stops working too', async () => {
    const { holder } = await signUp(t);
    const laptop = (await logIn(t, holder.email, holder.password)).body.token;
    const stolenCopy = laptop;
    expect((await t.call('POST', '/api/conta/sair', { token: laptop })).status).toBe(200);
    expectRefusal(await t.call('GET', '/api/profile/', { token: stolenCopy }), 401, messages.http.unauthenticated);
  });

  it('refuses "Sair" without a token', async () => {
    expectRefusal(await t.call('POST', '/api/conta/sair'), 401, messages.http.unauthenticated);
  });
});
