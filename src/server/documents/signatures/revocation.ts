import type { X509Certificate } from 'node:crypto';
import { crlDistributionPoints, issuerKey, type RevocationList, serialKey } from './crl';

/**
 * What the revocation lists say about one link of a chain: a fresh list of its issuer names it (revoked), or does
 * not, or no fresh list of that issuer is at hand (unchecked: nothing is blocked for being offline).
 */
export type LinkRevocation = { state: 'revogado'; at: Date } | { state: 'nao_revogado' } | { state: 'nao_verificado' };

/** A chain's revocation: revoked when any link is, checked only when every link is. */
export type ChainRevocation = 'revogado' | 'verificada' | 'nao_verificada';

const fresh = (list: RevocationList, now: Date) =>
  list.nextUpdate !== null && list.thisUpdate.getTime() <= now.getTime() + 5 * 60_000 && now <= list.nextUpdate;

/**
 * The revocation lists at hand, in memory, by address: filled by the scheduled fetch (crl-fetch.ts), read by every
 * verification without waiting on the network. A verification that meets an address with no fresh list asks for
 * it (with the CA that must sign it), and the next fetch brings it.
 */
export class RevocationLists {
  private readonly lists = new Map<string, RevocationList>();
  private readonly wanted = new Map<string, Set<X509Certificate>>();

  put(url: string, list: RevocationList): void {
    this.lists.set(url, list);
  }

  get(url: string): RevocationList | undefined {
    return this.lists.get(url);
  }

  /** Addresses a verification needed, with the CAs that may sign each (those not in the trust store matter). */
  wantedIssuers(url: string): X509Certificate[] {
    return [...(this.wanted.get(url) ?? [])];
  }

  wantedUrls(): string[] {
    return [...this.wanted.keys()];
  }

  /** One link: `certificate`, issued by `issuer`, judged with lists fresh at `now`, revoked if so before `at`. */
  link(certificate: X509Certificate, issuer: X509Certificate, at: Date, now: Date): LinkRevocation {
    let fingerprint: string;
    try {
      fingerprint = issuerKey(issuer);
    } catch {
      return { state: 'nao_verificado' };
    }
    let checked = false;
    for (const url of crlDistributionPoints(certificate)) {
      const list = this.lists.get(url);
      if (!list || list.issuer !== fingerprint || !fresh(list, now)) {
        // Kept small: a CA's list is one address, and a flood of forged addresses would only be fetched and refused.
        if (this.wanted.size < 1000 || this.wanted.has(url))
          this.wanted.set(url, (this.wanted.get(url) ?? new Set()).add(issuer));
        continue;
      }
      checked = true;
      const revokedAt = list.revoked.get(serialKey(certificate.serialNumber));
      if (revokedAt && revokedAt <= at) return { state: 'revogado', at: revokedAt };
    }
    return checked ? { state: 'nao_revogado' } : { state: 'nao_verificado' };
  }

  /** A chain from the signer to its anchor: every link but the anchor's own certificate. */
  chain(path: X509Certificate[], at: Date, now: Date): ChainRevocation {
    let allChecked = true;
    for (let index = 0; index + 1 < path.length; index++) {
      const link = this.link(path[index], path[index + 1], at, now);
      if (link.state === 'revogado') return 'revogado';
      if (link.state === 'nao_verificado') allChecked = false;
    }
    return allChecked ? 'verificada' : 'nao_verificada';
  }
}
