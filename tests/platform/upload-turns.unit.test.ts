import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/context';
import { uploadTurns } from '../../src/server/ops/upload-turns';

/** An app whose one route takes an upload turn (when asked to) and holds it until the test lets it answer. */
function appWithTurns(turns: number) {
  const holding = new Set<number>();
  const finish = new Map<number, () => void>();
  const app = new Hono<AppEnv>();
  app.use('*', uploadTurns(turns));
  app.post('/envio/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (c.req.query('semVez') === undefined) await c.get('takeUploadTurn')!();
    if (c.req.query('falha') !== undefined) throw new Error('verificação falhou');
    holding.add(id);
    await new Promise<void>((resolve) => finish.set(id, resolve));
    holding.delete(id);
    return c.text(`envio ${id}`);
  });
  const send = (id: number, query = '') => app.request(`/envio/${id}${query}`, { method: 'POST' });
  const answer = async (id: number) => {
    await expect.poll(() => finish.has(id), { timeout: 5000, interval: 5 }).toBe(true);
    finish.get(id)!();
  };
  return { holding, send, answer };
}

describe('upload turns', () => {
  it('lets two uploads hold their files at once; the third waits for one of them to answer', async () => {
    const { holding, send, answer } = appWithTurns(2);
    const answers = [1, 2, 3].map((id) => send(id));
    await expect.poll(() => [...holding].sort(), { timeout: 5000, interval: 5 }).toEqual([1, 2]);

    await answer(2);
    expect(await (await answers[1]).text()).toBe('envio 2');
    await expect.poll(() => [...holding].sort(), { timeout: 5000, interval: 5 }).toEqual([1, 3]);
    await answer(1);
    await answer(3);
    expect(await Promise.all(answers.map(async (pending) => (await pending).status))).toEqual([200, 200, 200]);
  });

  it('gives the turn back when an upload fails, and never counts one that took none', async () => {
    const { holding, send, answer } = appWithTurns(1);
    expect((await send(1, '?falha')).status).toBe(500);
    const untaken = send(2, '?semVez');
    const next = send(3);
    await expect.poll(() => [...holding].sort(), { timeout: 5000, interval: 5 }).toEqual([2, 3]);
    await answer(2);
    await answer(3);
    expect((await untaken).status).toBe(200);
    expect((await next).status).toBe(200);
  });
});
