import type { X509Certificate } from 'node:crypto';
import type { Database } from '../../db/client';
import { revocationLists } from '../../db/schema';
import { crlDistributionPoints, readRevocationList } from './crl';
import { RevocationLists } from './revocation';
import type { TrustStore } from './trust-store';

/** A list is fetched again after REFRESH_MS, or at the next pass once it is stale or missing. */
const REFRESH_MS = 6 * 60 * 60_000;
const FETCH_TIMEOUT_MS = 15_000;
/** The largest ICP-Brasil lists are tens of megabytes. */
const MAX_LIST_BYTES = 64 * 1024 * 1024;
const PARALLEL = 4;

export interface RevocationFetchDeps {
  db: Database;
  trust: TrustStore;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** What one job keeps between passes: whether the stored lists were read back, and the trust store's addresses. */
export interface FetchState {
  loaded: boolean;
  storeUrls?: string[];
}

const fresh = (nextUpdate: Date | null | undefined, now: Date) => Boolean(nextUpdate && now <= nextUpdate);

async function download(url: string, fetcher: typeof fetch): Promise<Uint8Array> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_LIST_BYTES) throw new Error('lista grande demais');
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength > MAX_LIST_BYTES) throw new Error('lista grande demais');
  return body;
}

/** A turn of the event loop, so the requests waiting meanwhile are answered between two slow steps of the first pass. */
const betweenRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The lists the store's CAs name. pkijs reads some 330 certificates in one to two seconds of the server's only
 * thread, a second after it starts listening: in one loop, every request of those seconds would wait for it.
 */
async function distributionPointsOf(certificates: X509Certificate[]): Promise<string[]> {
  const urls = new Set<string>();
  for (const [index, certificate] of certificates.entries()) {
    if (index % 8 === 0) await betweenRequests();
    for (const url of crlDistributionPoints(certificate)) urls.add(url);
  }
  return [...urls];
}

/**
 * One pass: the lists stored by an earlier pass (or another instance) are read back first, so a restart without
 * the network still has them; then every list that is missing, stale or older than REFRESH_MS is fetched from the
 * addresses the trust store's CAs and the verified signers name. A list is kept only when its signature holds
 * with the key of a CA it may speak for. An unreachable address keeps the last good list, which is used while
 * fresh and then no longer: staff see "revogação não verificada", and nothing waits for the network.
 */
export async function fetchRevocationLists(
  deps: RevocationFetchDeps,
  state: FetchState = { loaded: false },
): Promise<{ fetched: number; failed: number }> {
  const lists = (deps.trust.revocation ??= new RevocationLists());
  const now = deps.now?.() ?? new Date();
  const storeCas: X509Certificate[] = [
    ...deps.trust.anchors.map((anchor) => anchor.certificate),
    ...deps.trust.intermediates,
  ];
  const candidatesFor = (url: string) => [...storeCas, ...lists.wantedIssuers(url)];
  const rows = new Map((await deps.db.select().from(revocationLists)).map((row) => [row.url, row]));
  if (!state.loaded) {
    for (const row of rows.values()) {
      await betweenRequests();
      const list = row.der && readRevocationList(row.der, candidatesFor(row.url));
      if (list) lists.put(row.url, list);
    }
    state.loaded = true;
  }
  state.storeUrls ??= await distributionPointsOf(deps.trust.intermediates);
  const due = [...new Set([...state.storeUrls, ...lists.wantedUrls(), ...rows.keys()])].filter((url) => {
    const current = lists.get(url);
    const fetchedAt = rows.get(url)?.fetchedAt;
    return (
      !current || !fresh(current.nextUpdate, now) || !fetchedAt || now.getTime() - fetchedAt.getTime() >= REFRESH_MS
    );
  });

  let fetched = 0;
  let failed = 0;
  const fetchOne = async (url: string) => {
    let problem: string | null = null;
    let der: Uint8Array | undefined;
    try {
      der = await download(url, deps.fetch ?? fetch);
      const list = readRevocationList(der, candidatesFor(url));
      if (list) lists.put(url, list);
      else problem = 'lista ilegível ou sem assinatura válida de uma AC conhecida';
      if (!list) der = undefined;
      else fetched += 1;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem) failed += 1;
    const kept = der ? { der, nextUpdate: lists.get(url)?.nextUpdate ?? null, fetchedAt: now } : {};
    await deps.db
      .insert(revocationLists)
      .values({ url, ...kept, triedAt: now, problem })
      .onConflictDoUpdate({ target: revocationLists.url, set: { ...kept, triedAt: now, problem } });
  };
  for (let start = 0; start < due.length; start += PARALLEL)
    await Promise.all(due.slice(start, start + PARALLEL).map(fetchOne));
  return { fetched, failed };
}
