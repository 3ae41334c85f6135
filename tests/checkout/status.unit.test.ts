import { describe, expect, it } from 'vitest';
import { canMoveTo, normalizeProviderStatus, statusesBefore } from '../../src/shared/payments/status';

describe('payment status moves only forward', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'in_process', true],
    ['in_process', 'approved', true],
    ['in_process', 'rejected', true],
    ['approved', 'refunded', true],
    ['approved', 'pending', false],
    ['approved', 'in_process', false],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['cancelled', 'approved', false],
    ['in_process', 'pending', false],
    ['refunded', 'approved', false],
    ['creating', 'approved', true],
    ['uncertain', 'approved', true],
    ['uncertain', 'rejected', true],
    ['failed', 'approved', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed);
  });

  it('lists where each status may come from', () => {
    expect(statusesBefore('approved').sort()).toEqual(['creating', 'failed', 'in_process', 'pending', 'uncertain']);
    expect(statusesBefore('refunded').sort()).toEqual(['approved', 'creating', 'failed', 'uncertain']);
  });

  it("reads Mercado Pago's other statuses in our terms", () => {
    expect(normalizeProviderStatus('authorized')).toBe('in_process');
    expect(normalizeProviderStatus('charged_back')).toBe('refunded');
    expect(normalizeProviderStatus('in_mediation')).toBeNull();
    expect(normalizeProviderStatus(undefined)).toBeNull();
  });
});
