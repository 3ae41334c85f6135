import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBrandsQuery, customerServicesQuery } from '../../src/server/db/hot-queries';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 4,000 brand and service requests of 200 customers: enough rows that a scan would cost more than the index.
  await t.db.execute(sql`
    INSERT INTO users (full_name, email, cpf, phone, password_hash)
    SELECT 'Plano ' || g, 'plano' || g || '@carga.test', 'PLANO' || g, '', 'x' FROM generate_series(1, 200) g`);
  await t.db.execute(sql`
    INSERT INTO marcas (user_id, plano_id, nome, status_pagamento)
    SELECT u.id, 1, 'Marca ' || g, 'Pago' FROM generate_series(1, 4000) g JOIN users u ON u.email = 'plano' || (1 + g % 200) || '@carga.test'`);
  await t.db.execute(sql`
    INSERT INTO servicos (user_id, plano_id, nome, status_pagamento)
    SELECT u.id, 4, '', 'Pago' FROM generate_series(1, 4000) g JOIN users u ON u.email = 'plano' || (1 + g % 200) || '@carga.test'`);
  await t.db.execute(sql`ANALYZE`);
});
afterAll(() => t.close(), 30_000);

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// PGlite answers { rows }, postgres.js the rows themselves.
const rowsOf = (answer: unknown) =>
  (answer as { rows?: Record<string, unknown>[] }).rows ?? [...(answer as Record<string, unknown>[])];

/** The plan the database picks for one of the customer-list queries, for a customer with twenty requests. */
async function planOf(query: { toSQL: () => { sql: string } }): Promise<PlanNode[]> {
  const [{ id }] = rowsOf(await t.db.execute(sql`SELECT id FROM users WHERE email = 'plano7@carga.test'`));
  const text = query.toSQL().sql.replace('$1', String(id));
  const row = rowsOf(await t.db.execute(sql.raw(`EXPLAIN (FORMAT JSON) ${text}`)))[0]!;
  const plan = Object.values(row)[0] as [{ Plan: PlanNode }] | string;
  return nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
}

describe("the customer's own lists", () => {
  it('read the brand requests through the user_id index, never by scanning the table', async () => {
    const nodes = await planOf(customerBrandsQuery(t.db));
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name'])).toContain('marcas_user_idx');
  });

  it('read the service requests through the user_id index', async () => {
    const nodes = await planOf(customerServicesQuery(t.db));
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name'])).toContain('servicos_user_idx');
  });
});
