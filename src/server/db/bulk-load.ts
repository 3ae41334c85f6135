import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql, TransactionSql } from 'postgres';
import type { Database } from './client';

/** One transaction on one connection, able to COPY rows in: what a bulk load into a temporary table needs. */
export interface BulkSession {
  /** Runs one statement (no parameters: bulk statements take their data from COPY) and answers its rows. */
  execute<T = Record<string, unknown>>(statement: string): Promise<T[]>;
  /**
   * `COPY table (columns) FROM STDIN` in PostgreSQL's text format: one line per row, tab between columns,
   * `\N` for null (copyText). PostgreSQL reads the chunks as they come; PGlite reads them as one blob.
   */
  copyIn(table: string, columns: string, chunks: Iterable<string> | AsyncIterable<string>): Promise<void>;
}

/** A value as COPY's text format writes it: backslash, tab and line breaks escaped, null as \N. */
export function copyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/** An array literal of words or numbers that need no quoting (normalised words: A–Z and digits only). */
export const copyArray = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

function postgresSession(tx: TransactionSql): BulkSession {
  return {
    execute: async <T>(statement: string) => [...(await tx.unsafe(statement))] as T[],
    copyIn: async (table, columns, chunks) => {
      const writable = await tx.unsafe(`COPY ${table} (${columns}) FROM STDIN`).writable();
      await pipeline(Readable.from(chunks), writable);
    },
  };
}

function pgliteSession(tx: Transaction): BulkSession {
  return {
    execute: async <T>(statement: string) => (await tx.query<T>(statement)).rows,
    copyIn: async (table, columns, chunks) => {
      const parts: string[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      await tx.query(`COPY ${table} (${columns}) FROM '/dev/blob'`, [], { blob: new Blob(parts) });
    },
  };
}

const clientOf = (db: Database) => (db as unknown as { $client: PGlite | Sql }).$client;

/**
 * Whether a COPY can take rows while the caller is still making them: PostgreSQL reads them as they come, on its
 * own core; the embedded database reads one blob, and a transaction holds it until it ends.
 */
export const copiesWhileReading = (db: Database) => 'begin' in clientOf(db);

/**
 * Runs `work` in one transaction on one connection with COPY at hand, whichever database is behind `db`: a temporary
 * table made in it lives as long as the transaction. On the embedded database the transaction holds the database
 * until it ends, so prepare the rows before and keep `work` to the loading and merging.
 */
export async function bulkTransaction<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  if ('begin' in client) return (await client.begin((tx) => work(postgresSession(tx)))) as T;
  return client.transaction((tx) => work(pgliteSession(tx)));
}
