import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { newHolder } from './support/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('registers, logs in and reads the profile', async () => {
    const holder = newHolder();
    const reg = await t.call('POST', '/api/register', { body: holder });
    expect(reg.status).toBe(201);
    const login = await t.call('POST', '/api/login', { body: { email: holder.email, senha: holder.password } });
    expect(login.status).toBe(200);
    const profile = await t.call('GET', '/api/profile/', { token: login.body.token });
    expect(profile.body.Email).toBe(holder.email);
  });
});
