import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = 'machines';

describe('machine files', () => {
  it('stay within 300 lines each, so a machine reads on one screen or two (compose by invoke or sibling modules)', () => {
    const long = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({ name, lines: readFileSync(`${dir}/${name}`, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});
