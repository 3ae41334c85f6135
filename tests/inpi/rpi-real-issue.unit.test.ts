import { describe, expect, it } from 'vitest';
import { despachoCodes } from '../../src/server/inpi/despacho-codes';
import { processXml } from '../support/rpi-fixture';
import { REAL_ISSUE_PROCESSES, realIssueProcesses } from '../support/rpi-real-issue';

describe('the generated real-sized RPI', () => {
  it('has ~37,000 processes, 48–65 MB of XML and a real issue’s mix of codes', () => {
    const counts = new Map<string, number>();
    let bytes = 0;
    for (const process of realIssueProcesses()) {
      const codigo = process.despachos[0]!.codigo;
      counts.set(codigo, (counts.get(codigo) ?? 0) + 1);
      bytes += Buffer.byteLength(processXml(process));
    }
    const share = (codigo: string) => (counts.get(codigo) ?? 0) / REAL_ISSUE_PROCESSES;
    expect(REAL_ISSUE_PROCESSES).toBe(37_000);
    expect(bytes / 1e6).toBeGreaterThanOrEqual(48);
    expect(bytes / 1e6).toBeLessThanOrEqual(65);
    expect(share('IPAS009')).toBeCloseTo(0.25, 1);
    expect(share('IPAS158')).toBeCloseTo(0.25, 1);
    expect(share('IPAS029')).toBeCloseTo(1 / 6, 1);
    for (const codigo of Object.keys(despachoCodes)) expect(counts.get(codigo), codigo).toBeGreaterThan(0);
  }, 60_000);
});
