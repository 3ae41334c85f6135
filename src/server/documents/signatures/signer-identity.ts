import type { X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import { Certificate } from 'pkijs';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** ICP-Brasil's otherName for a person: birth date (8), CPF (11), NIS, RG... (DOC-ICP-04). */
const ICP_BRASIL_PERSON_DATA = '2.16.76.1.3.1';
const COMMON_NAME = '2.5.4.3';
const SUBJECT_ALT_NAME = '2.5.29.17';

const stringValue = (element: asn1js.AsnType): string => {
  const block = (element as asn1js.BaseBlock & { valueBlock: { valueHexView?: Uint8Array } }).valueBlock;
  return block.valueHexView ? Buffer.from(block.valueHexView).toString('latin1') : '';
};

/** The CPF that ICP-Brasil puts in the certificate's otherName 2.16.76.1.3.1, at characters 9 to 19. */
function cpfFromIcpBrasil(certificate: Certificate): string | null {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === SUBJECT_ALT_NAME);
  if (!extension) return null;
  const parsed = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return null;
  for (const name of parsed.result.valueBlock.value) {
    if (name.idBlock.tagClass !== 3 || name.idBlock.tagNumber !== 0 || !(name instanceof asn1js.Constructed)) continue;
    const [typeId, wrapped] = name.valueBlock.value;
    if (!(typeId instanceof asn1js.ObjectIdentifier) || typeId.valueBlock.toString() !== ICP_BRASIL_PERSON_DATA)
      continue;
    const inner = wrapped instanceof asn1js.Constructed ? wrapped.valueBlock.value[0] : wrapped;
    const cpf = inner ? stringValue(inner).slice(8, 19) : '';
    if (isValidCpf(cpf)) return cpf;
  }
  return null;
}

/**
 * Who signed, as shown to customer and staff: gov.br and ICP-Brasil write "NOME:CPF" in the common name;
 * ICP-Brasil also puts the CPF in otherName 2.16.76.1.3.1, which wins. Only meaningful once the chain is
 * recognised: a self-made certificate can write any name.
 */
export function signerIdentity(x509: X509Certificate): { nome: string; cpf: string | null } {
  let identity = identities.get(x509);
  if (!identity) {
    identity = readIdentity(x509);
    identities.set(x509, identity);
  }
  return identity;
}

/** Read once per certificate: the same signer appears in many signatures and many uploads. */
const identities = new WeakMap<X509Certificate, { nome: string; cpf: string | null }>();

function readIdentity(x509: X509Certificate): { nome: string; cpf: string | null } {
  const certificate = Certificate.fromBER(x509.raw);
  const commonName = certificate.subject.typesAndValues.find((entry) => entry.type === COMMON_NAME);
  const raw = commonName ? String(commonName.value.valueBlock.value).trim() : '';
  const [, name, cpfInName] = /^(.*?):(\d{11})$/.exec(raw) ?? [undefined, raw, undefined];
  const cpf = cpfFromIcpBrasil(certificate) ?? (cpfInName && isValidCpf(cpfInName) ? cpfInName : null);
  return { nome: name.trim(), cpf };
}
