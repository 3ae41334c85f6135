import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEED_UPS } from '../../src/server/speed-ups';

const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const records = readdirSync(folder).map((name) => readFileSync(folder + name, 'utf8'));

describe('hand-made speed-ups', () => {
  it.each(SPEED_UPS)('%s has a decision record that gives its with/without figure and how to turn it off', (name) => {
    const record = records.find((text) => text.includes(`\`${name}\``) && text.includes('SPEED_UPS_OFF'));
    expect(record, `no decision record names ${name}`).toBeDefined();
    expect(record).toMatch(/\d+,\d+×/);
  });
});
