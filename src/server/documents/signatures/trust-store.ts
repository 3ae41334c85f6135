import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { X509Certificate } from 'node:crypto';
import { RevocationLists } from './revocation';

/** The two hierarchies whose signatures the product recognises. */
export type TrustChain = 'gov.br' | 'ICP-Brasil';

export interface Anchor {
  certificate: X509Certificate;
  chain: TrustChain;
}

export interface TrustStore {
  anchors: Anchor[];
  /** CA certificates that may sit between a signer and an anchor; a CMS often carries only the signer's own. */
  intermediates: X509Certificate[];
  /** The revocation lists fetched for these CAs; without them every chain's revocation is unchecked. */
  revocation?: RevocationLists;
}

/** The shipped certificates, beside this module from the sources and beside the server bundle once built. */
export const TRUST_FOLDER = fileURLToPath(new URL('./trust', import.meta.url));

/** The anchors by file: which hierarchy each root certifies. Their fingerprints are pinned in a test. */
export const SHIPPED_ANCHORS: Record<string, TrustChain> = {
  'AutoridadeCertificadoraRaizdoGovernoFederaldoBrasilv1.crt': 'gov.br',
  'ICP-Brasilv5.crt': 'ICP-Brasil',
  'ICP-Brasilv10.crt': 'ICP-Brasil',
  'ICP-Brasilv11.crt': 'ICP-Brasil',
  'ICP-Brasilv12.crt': 'ICP-Brasil',
  'ICP-Brasilv13.crt': 'ICP-Brasil',
};

const certificatesIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.crt'))
    .sort()
    .map((name) => ({ name, certificate: new X509Certificate(readFileSync(join(folder, name))) }));

const intermediatesIn = (folder: string) =>
  certificatesIn(folder)
    .map(({ certificate }) => certificate)
    // Old roots kept among the intermediates are self-signed: they never anchor a chain.
    .filter((certificate) => certificate.ca && certificate.subject !== certificate.issuer);

let shipped: TrustStore | undefined;

/** Read once, on the first check (some 330 certificates, a few milliseconds). */
export function shippedTrustStore(folder = TRUST_FOLDER): TrustStore {
  if (shipped && folder === TRUST_FOLDER) return shipped;
  const anchors = certificatesIn(join(folder, 'anchors')).map(({ name, certificate }) => {
    const chain = SHIPPED_ANCHORS[name];
    if (!chain) throw new Error(`âncora sem hierarquia declarada: ${name}`);
    return { certificate, chain };
  });
  const store = {
    anchors,
    intermediates: intermediatesIn(join(folder, 'intermediates')),
    revocation: new RevocationLists(),
  };
  if (folder === TRUST_FOLDER) shipped = store;
  return store;
}

/** The hierarchies a trust folder of one's own may name, each a folder of its anchors. */
const TRUST_CHAINS: readonly TrustChain[] = ['gov.br', 'ICP-Brasil'];

/**
 * The anchors of a test or staging server whose signers come from a CA of its own (SIGNATURE_TRUST_DIR, refused in
 * production by config.ts), in place of the shipped ones: `anchors/gov.br/*.crt`, `anchors/ICP-Brasil/*.crt` and
 * `intermediates/*.crt`.
 */
export function trustStoreIn(folder: string): TrustStore {
  const anchors = TRUST_CHAINS.flatMap((chain) => {
    const chainFolder = join(folder, 'anchors', chain);
    return existsSync(chainFolder)
      ? certificatesIn(chainFolder).map(({ certificate }) => ({ certificate, chain }))
      : [];
  });
  if (anchors.length === 0) throw new Error(`nenhuma âncora em ${join(folder, 'anchors')}`);
  const intermediatesFolder = join(folder, 'intermediates');
  const intermediates = existsSync(intermediatesFolder) ? intermediatesIn(intermediatesFolder) : [];
  return { anchors, intermediates, revocation: new RevocationLists() };
}

export type ChainVerdict =
  { recognised: true; chain: TrustChain; path: X509Certificate[]; expired: boolean } | { recognised: false };

const MAX_DEPTH = 6;

const validAt = (certificate: X509Certificate, at: Date) =>
  new Date(certificate.validFrom).getTime() <= at.getTime() && at.getTime() <= new Date(certificate.validTo).getTime();

/** Node reads a certificate's names from OpenSSL on every access: each is read once. */
const names = new WeakMap<X509Certificate, { subject: string; issuer: string }>();
const namesOf = (certificate: X509Certificate) => {
  let known = names.get(certificate);
  if (!known) {
    known = { subject: certificate.subject, issuer: certificate.issuer };
    names.set(certificate, known);
  }
  return known;
};

const issues = (issuer: X509Certificate, subject: X509Certificate) => {
  try {
    return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
  } catch {
    return false;
  }
};

/**
 * The signer's certificate, chained by signature (never by name alone) through CA certificates, those the CMS
 * carries or the shipped intermediates, up to a shipped anchor. A name that imitates a CA's proves nothing:
 * each link is checked with the issuer's key. Validity is judged at `at` (the upload), for every link.
 */
export function chainToAnchor(
  signer: X509Certificate,
  carried: X509Certificate[],
  store: TrustStore,
  at: Date,
): ChainVerdict {
  const candidates = [...carried, ...store.intermediates];
  const path = [signer];
  let current = signer;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const named = namesOf(current).issuer;
    const anchor = store.anchors.find(
      (entry) => namesOf(entry.certificate).subject === named && issues(entry.certificate, current),
    );
    if (anchor) {
      const expired = ![...path, anchor.certificate].every((certificate) => validAt(certificate, at));
      return { recognised: true, chain: anchor.chain, path: [...path, anchor.certificate], expired };
    }
    const issuer = candidates.find(
      (candidate) =>
        namesOf(candidate).subject === named &&
        namesOf(candidate).subject !== namesOf(candidate).issuer &&
        !path.includes(candidate) &&
        issues(candidate, current),
    );
    if (!issuer || !issuer.ca) return { recognised: false };
    path.push(issuer);
    current = issuer;
  }
  return { recognised: false };
}
