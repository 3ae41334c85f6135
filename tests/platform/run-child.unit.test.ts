import { describe, expect, it } from 'vitest';
import type { Serializable } from 'node:child_process';
import { runChild } from '../../src/server/ops/run-child';

const doubles = new URL('../support/ops/children/doubles.ts', import.meta.url);
// The child is TypeScript here; the server's children are compiled.
const run = <T>(data: Serializable) => runChild<T>(doubles, data, { execArgv: ['--import', 'tsx'] });

describe('runChild', () => {
  it('answers what the child answers', async () => {
    await expect(run<number>({ number: 21 })).resolves.toBe(42);
  });

  it('carries bytes back as bytes', async () => {
    await expect(run<Uint8Array>({ number: 21, bytes: true })).resolves.toEqual(new Uint8Array([42]));
  });

  it("fails with the child's own error, so start-up stops with its reason", async () => {
    await expect(run({ fail: 'sem páginas' })).rejects.toThrow('falhou de propósito: sem páginas');
  });

  it('fails when the child ends without an answer, instead of waiting forever', async () => {
    await expect(run({ silent: true })).rejects.toThrow('terminou sem resposta (código 3)');
  });
});
