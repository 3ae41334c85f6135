import { describe, expect, it } from 'vitest';
import { runWorker } from '../../../src/server/ops/run-worker';

const doubles = new URL('./workers/doubles.mjs', import.meta.url);

describe('runWorker', () => {
  it('answers what the thread posts', async () => {
    await expect(runWorker<number>(doubles, { number: 21 })).resolves.toBe(42);
  });

  it("fails with the thread's own error, so start-up stops with its reason", async () => {
    await expect(runWorker(doubles, { fail: 'sem páginas' })).rejects.toThrow('falhou de propósito: sem páginas');
  });

  it('fails when the thread ends without an answer, instead of waiting forever', async () => {
    await expect(runWorker(doubles, { silent: true })).rejects.toThrow('terminou sem resposta');
  });
});
