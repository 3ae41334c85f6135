import { describe, expect, it } from 'vitest';
import { brandPlans, findEntry, servicePlans } from '../../src/shared/catalogue';
import { lowestInstalment, maxInstalments, priceLabels } from '../../src/web/ui/price';

describe('price labels of the plan and service cards', () => {
  it('read the catalogue', () => {
    expect(priceLabels(findEntry(1)!)).toEqual({ instalment: '10x de R$ 99,90', total: 'R$ 999,00' });
    expect(priceLabels(findEntry(2)!)).toEqual({ instalment: '10x de R$ 179,90', total: 'R$ 1.799,00' });
    expect(priceLabels(findEntry(4)!)).toEqual({ instalment: '12x de R$ 9,90', total: 'R$ 118,80' });
    expect(priceLabels(findEntry(5)!)).toEqual({ instalment: '12x de R$ 69,90', total: 'R$ 838,80' });
    expect(priceLabels(findEntry(6)!)).toEqual({ instalment: '12x de R$ 69,90', total: 'R$ 838,80' });
  });

  it('has no price for the Corporativo plan (quoted by chat)', () => {
    expect(priceLabels(findEntry(3)!)).toBeNull();
  });

  it('finds the "a partir de" instalment and the largest number of instalments', () => {
    expect(lowestInstalment(brandPlans)?.instalment).toBe('10x de R$ 99,90');
    expect(maxInstalments(brandPlans)).toBe(10);
    expect(maxInstalments(servicePlans)).toBe(12);
  });
});
