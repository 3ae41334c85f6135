import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { JPEG, PNG, signedPdf, unsignedPdf } from '../support/documents/samples';
import { signUp } from '../support/api/accounts';
import { ownerAddress, personOwner, upload } from '../support/api/brand-wizard';
import { payer, payOk, paymentBody } from '../support/api/checkout';
import { generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { marcas } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

/**
 * After "Excluir minha conta", a logical dump of every table and every file in the data folder hold none of the
 * customer's personal data: CPF, e-mail, phone, name, address (nor those of the owners they gave us).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Agência de Marcas Ltda.',
    COMPANY_CNPJ: '11222333000181',
    COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL',
  });
}, 60_000);
afterAll(() => t.close(), 30_000);

/** Every row of every table as text, bytea columns decoded too. */
async function dumpDatabase(): Promise<string> {
  const tables = (await t.db.execute(
    sql`select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  )) as unknown as { rows?: Array<Record<string, string>> } | Array<Record<string, string>>;
  const list = Array.isArray(tables) ? tables : (tables.rows ?? []);
  let dump = '';
  for (const { table_schema: schema, table_name: name } of list) {
    const result = (await t.db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`))) as unknown as
      { rows?: Array<{ row: string }> } | Array<{ row: string }>;
    for (const { row } of Array.isArray(result) ? result : (result.rows ?? [])) {
      dump += `${name}: ${row}\n`;
      for (const hex of row.matchAll(/\\\\x([0-9a-f]+)/g)) dump += Buffer.from(hex[1]!, 'hex').toString('latin1');
    }
  }
  return dump;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('deleting an account leaves none of its personal data', () => {
  it('in a dump of the database, in the data folder, or in the logs', async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    try {
      const cpf = generateCpf();
      const ownerCpf = generateCpf();
      const customer = await signUp(t, {
        fullName: 'Genoveva Quitéria Bastos',
        cpf,
        phone: '(82) 98123-4567',
        planoID: 1,
      });
      const { token, marcaID, holder } = customer;
      const street = 'Rua Zeferino Tavares Quintela';
      const patch = {
        Endereco: street,
        Numero: '77',
        Complemento: 'Casa',
        Cidade: 'Maceió',
        Estado: 'AL',
        CEP: '57020-000',
      };
      expect((await t.call('PATCH', '/api/profile/', { token, body: patch })).status).toBe(200);
      await t.db.update(marcas).set({ statusPagamento: 'Pago' }).where(eq(marcas.id, marcaID));
      const owner = personOwner(ownerCpf, {
        nome: 'Hermenegildo Pacheco Lins',
        email: 'hermenegildo.lins@exemplo.com.br',
        endereco: ownerAddress({ logradouro: 'Travessa Olegário Mourão' }),
      });
      expect((await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: [owner] })).status).toBe(200);
      const procuracao = { procuracao: { bytes: await signedPdf(), name: 'procuracao-genoveva.pdf' } };
      expect((await upload(t, `/api/${marcaID}/procuracao`, procuracao, token)).status).toBe(200);
      const brand = { nome: 'Doces da Serra Alta', tipo: 'Mista', classeNice: 30, descricao: 'Bolos' };
      expect((await t.call('PUT', `/api/marcas/${marcaID}`, { token, body: brand })).status).toBe(200);
      const files = {
        logo: { bytes: PNG, name: 'logo.png' },
        comprovanteRes: { bytes: await unsignedPdf(), name: 'conta-genoveva.pdf' },
        docFoto: { bytes: JPEG, name: 'rg-genoveva.jpg' },
      };
      expect((await upload(t, `/api/${marcaID}/documentos`, files, token)).status).toBe(200);
      const confirmed = await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      // A second order awaiting a Pix paid by the customer, and the mails of all this sent.
      const second = await t.call('PUT', '/api/marcas/', { token, body: { planoID: 2 } });
      const payerData = payer({
        first_name: 'Genoveva',
        last_name: 'Bastos',
        identification: { type: 'CPF', number: cpf },
      });
      await payOk(t, token, paymentBody({ tipo: 'marca', id: second.body.marcaID }, 'pix', { payer: payerData }));
      await t.deliverMail();
      expect(t.outbox().some((mail) => mail.includes(holder.email))).toBe(true);

      expect((await t.call('POST', '/api/conta/excluir', { token, body: { senha: holder.password } })).status).toBe(
        200,
      );

      const traces = [
        holder.email,
        cpf,
        formatCpf(cpf),
        '98123-4567',
        '981234567',
        'Genoveva Quitéria Bastos',
        'Genoveva',
        street,
        'Hermenegildo Pacheco Lins',
        'hermenegildo.lins@exemplo.com.br',
        ownerCpf,
        'Travessa Olegário Mourão',
      ];
      const dump = await dumpDatabase();
      for (const trace of traces) expect(dump.includes(trace), `"${trace}" no banco`).toBe(false);
      for (const file of filesUnder(t.dataDir)) {
        const bytes = readFileSync(file);
        for (const trace of traces) {
          const found = bytes.includes(Buffer.from(trace, 'utf8')) || bytes.includes(Buffer.from(trace, 'latin1'));
          expect(found, `"${trace}" em ${file}`).toBe(false);
        }
      }
      for (const trace of traces)
        expect(
          logged.filter((line) => line.includes(trace)),
          `"${trace}" nos logs`,
        ).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
