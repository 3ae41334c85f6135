import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { signUp } from '../support/api/accounts';
import { instances, postAtOnce } from '../support/api/listening';
import { newHolder } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * Guesses sent all at once, over real connections (and on PostgreSQL, spread over two instances on one database):
 * each attempt is taken before it is judged, so no timing lets more than the rule allows through.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const HUNDRED = 100;
const PER_ADDRESS = 20;
const PER_HOUR = 10;

let t: TestApp;
let servers: Awaited<ReturnType<typeof instances>>;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
    SIGNUP_LIMIT_PER_HOUR: String(PER_HOUR),
    FORGOT_PASSWORD_LIMIT_PER_HOUR: String(PER_HOUR),
  });
  servers = await instances(t);
}, 60_000);
afterAll(async () => {
  await servers.close();
  await t.close();
}, 30_000);

let lastAddress = 0;
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastAddress}` });

function judged(answers: Array<{ status: number; retryAfter: string | null; text: string }>, refusal: string) {
  const refused = answers.filter((answer) => answer.status === 429);
  for (const answer of refused) {
    expect(JSON.parse(answer.text).erro).toBe(refusal);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  return answers.length - refused.length;
}

describe(`${HUNDRED} simultaneous attempts (${onPostgres ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('login: 100 guesses at one account, the right one among them, are judged at most 5 times; the rest get 429', async () => {
    const { holder } = await signUp(t);
    const guesses = Array.from({ length: HUNDRED }, (_, index) => ({
      email: holder.email,
      senha: index === HUNDRED / 2 ? holder.password : `errada-${index}-Xy9!`,
    }));
    const answers = await postAtOnce(servers.origins, '/api/login', guesses, newAddress());
    expect(judged(answers, messages.login.tooManyAttempts)).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
  });

  it(`login: 100 guesses at 100 accounts from one address are judged at most ${PER_ADDRESS} times`, async () => {
    const guesses = Array.from({ length: HUNDRED }, (_, index) => ({
      email: `alguem-${index}-${Date.now()}@exemplo.com.br`,
      senha: 'uma-senha-qualquer-1!',
    }));
    const answers = await postAtOnce(servers.origins, '/api/login', guesses, newAddress());
    expect(judged(answers, messages.login.tooManyAttempts)).toBeLessThanOrEqual(PER_ADDRESS);
  });

  it(`forgotten password: 100 requests from one address, at most ${PER_HOUR} accepted`, async () => {
    const requests = Array.from({ length: HUNDRED }, (_, index) => ({ email: `quem-${index}@exemplo.com.br` }));
    const answers = await postAtOnce(servers.origins, '/api/forgetPass', requests, newAddress());
    expect(judged(answers, messages.limits.forgotPassword)).toBeLessThanOrEqual(PER_HOUR);
  });

  it(`sign-up: 100 sign-ups from one address, at most ${PER_HOUR} judged`, async () => {
    const holders = Array.from({ length: HUNDRED }, () => newHolder());
    const answers = await postAtOnce(servers.origins, '/api/register', holders, newAddress());
    expect(judged(answers, messages.limits.signUp)).toBeLessThanOrEqual(PER_HOUR);
    expect(answers.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(PER_HOUR);
  });
});
