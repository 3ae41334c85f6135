import { expect } from 'vitest';
import { newHolder } from './people';
import type { ApiAnswer, TestApp } from './test-app';

/** Signs a new holder up and returns what the caller got back. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const holder = newHolder(overrides);
  const answer = await t.call('POST', '/api/register', { body: holder });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return {
    holder,
    token: answer.body.token as string,
    userID: answer.body.userID as number,
    marcaID: answer.body.marcaID as number,
  };
}

export function logIn(t: TestApp, email: string, senha: string, headers: Record<string, string> = {}) {
  return t.call('POST', '/api/login', { body: { email, senha }, headers });
}

/** A refusal as the caller sees it: the status, a JSON body and its pt-BR `erro`. */
export function expectRefusal(answer: ApiAnswer, status: number, erro?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof answer.body?.erro).toBe('string');
  expect(answer.body.erro.length).toBeGreaterThan(0);
  if (typeof erro === 'string') expect(answer.body.erro).toBe(erro);
  else if (erro) expect(answer.body.erro).toMatch(erro);
}

/** Fails when any key, at any depth, looks like a password or its hash. */
export function expectNoSecrets(body: unknown) {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (/senha|password|hash|token_?version/i.test(key)) found.push(`${path}.${key}`);
        walk(item, `${path}.${key}`);
      }
    } else if (typeof value === 'string' && value.startsWith('$argon2')) found.push(path);
  };
  walk(body, '$');
  expect(found).toEqual([]);
}

const addressedTo = (to: string) => (mail: string) =>
  new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(mail);
const isWelcome = (mail: string) => /^Subject: Bem-vindo: /m.test(mail);

/**
 * Runs the outbox worker once (mail is queued with the change that causes it) and returns the mails sent to `to`,
 * apart from the welcome mail every sign-up sends (welcomeMailsTo has it).
 */
export async function deliveredMail(t: TestApp, to: string): Promise<string[]> {
  await t.deliverMail();
  return t.outbox().filter((mail) => addressedTo(to)(mail) && !isWelcome(mail));
}

/** Runs the outbox worker once and returns the welcome mails sent to `to`. */
export async function welcomeMailsTo(t: TestApp, to: string): Promise<string[]> {
  await t.deliverMail();
  return t.outbox().filter((mail) => addressedTo(to)(mail) && isWelcome(mail));
}

/**
 * For mail queued after the answer (the forgotten-password link): runs outbox passes until `count` mails to `to`
 * were sent, or the bounded wait ends; then returns what was sent.
 */
export async function waitForMail(t: TestApp, to: string, count = 1, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await deliveredMail(t, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Completes a 12-character CNPJ base (letters allowed, the 2026 format) with its check digits:
 * each character counts as its char code minus 48, weights 2..9 from the right, modulo 11.
 */
export function withCnpjCheckDigits(base: string): string {
  const digit = (chars: string) => {
    const sum = [...chars]
      .reverse()
      .reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * ((index % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}
