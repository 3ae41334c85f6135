import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../src/server/auth/rate-limit';

describe('FailureLimiter', () => {
  it('blocks after the allowed failures until the window ends', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfter('conta')).toBe(0);
      limiter.fail('conta');
    }
    expect(limiter.retryAfter('conta')).toBe(60);
    expect(limiter.retryAfter('outra')).toBe(0);
    now = 45_000;
    expect(limiter.retryAfter('conta')).toBe(15);
    now = 60_000;
    expect(limiter.retryAfter('conta')).toBe(0);
  });

  it('forgets a key once cleared', () => {
    const limiter = new FailureLimiter(1, 60_000, () => 0);
    limiter.fail('conta');
    expect(limiter.retryAfter('conta')).toBeGreaterThan(0);
    limiter.clear('conta');
    expect(limiter.retryAfter('conta')).toBe(0);
  });
});
