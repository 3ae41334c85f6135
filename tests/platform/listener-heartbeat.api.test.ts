import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDatabaseTimeouts } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { marcas } from '../../src/server/db/schema';
import { writeCountOf } from '../../src/server/db/write-count';
import { startTcpProxy } from '../support/tcp-proxy';
import { signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The connection that listens for other instances' writes (db/postgres-writes.ts), reached through a relay whose
 * open connections the test silences for good: a firewall that forgot them, with no byte and no close either way.
 * Only in the api-postgres suite.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
/** A heartbeat every 2 s instead of 5, so that noticing the silence takes a few seconds of the test, not tens. */
const timeouts = loadDatabaseTimeouts({ DB_LISTENER_HEARTBEAT_MS: '2000' });

describe.skipIf(!onPostgres)("listening for other instances' writes (needs TEST_DATABASE_URL)", () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startTcpProxy>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp();
    const direct = new URL(t.databaseUrl!);
    relay = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${relay.port}`;
    handle = await openDatabase({ databaseUrl: relayed.toString(), dataDir: t.dataDir, timeouts });
  }, 60_000);
  afterAll(async () => {
    await relay?.stop();
    await handle?.close().catch(() => {});
    await t?.close();
  }, 30_000);

  it('notices within seconds a listening connection gone silent, listens again on a new one, and hears the next write', async () => {
    const writes = writeCountOf(handle.db)!;
    const { marcaID } = await signUp(t);
    // Bounded well under TCP keepalive's minutes: a heartbeat, its unanswered wait, and room for a loaded machine.
    const noticed = { timeout: 6 * timeouts.listenerHeartbeatMs, interval: 100 };
    await expect.poll(() => writes.watching, noticed).toBe(true);

    relay.loseOpenConnections();
    await expect.poll(() => writes.watching, noticed).toBe(false);
    await expect.poll(() => writes.watching, noticed).toBe(true);

    // Another instance (the test app, on its own connections) changes a request: this one hears it.
    const before = writes.value;
    await t.db.update(marcas).set({ nome: 'Ouvida de Novo' }).where(eq(marcas.id, marcaID));
    await expect.poll(() => writes.value, noticed).toBeGreaterThan(before);
  });
});
