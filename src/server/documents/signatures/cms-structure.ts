import * as asn1js from 'asn1js';

/**
 * The parts of a CMS SignedData (RFC 5652) a PDF signature check needs, read from asn1js's tree of the DER as
 * it is. PKI.js builds and compares a schema for every structure it reads, which made it most of a verification's
 * time; here each part is taken by position, and certificates and signed attributes keep their original bytes.
 */

export interface CmsCertificate {
  der: Uint8Array;
  serial: Uint8Array;
  issuer: Uint8Array;
  /** The subjectKeyIdentifier extension's key identifier, when present. */
  keyId?: Uint8Array;
}

export interface CmsSignerInfo {
  sid: { issuer: Uint8Array; serial: Uint8Array } | { keyId: Uint8Array };
  digestAlgorithm: string;
  /** The signed attributes as signed: their DER with the SET tag (RFC 5652 5.4). */
  signedAttributes?: Uint8Array;
  messageDigest?: Uint8Array;
  signatureAlgorithm: string;
  signatureParameters?: asn1js.AsnType;
  signature: Uint8Array;
  /** The unsigned attribute id-aa-signatureTimeStampToken (RFC 3161 appendix A): a timestamp token's DER. */
  timestampToken?: Uint8Array;
}

export interface CmsStructure {
  eContentType: string;
  eContent?: Uint8Array;
  certificates: CmsCertificate[];
  signerInfos: CmsSignerInfo[];
}

const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNATURE_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const SUBJECT_KEY_IDENTIFIER = '2.5.29.14';

type Node = asn1js.AsnType & {
  idBlock: { tagClass: number; tagNumber: number; isConstructed: boolean };
  valueBlock: { value?: unknown; valueHexView?: Uint8Array };
  valueBeforeDecodeView: Uint8Array;
};

class Malformed extends Error {}

const children = (node: Node | undefined): Node[] => {
  const value = node?.valueBlock.value;
  if (!Array.isArray(value)) throw new Malformed();
  return value as Node[];
};
const isContext = (node: Node | undefined, tag: number) =>
  node?.idBlock.tagClass === 3 && node.idBlock.tagNumber === tag;
const isUniversal = (node: Node | undefined, tag: number) =>
  node?.idBlock.tagClass === 1 && node.idBlock.tagNumber === tag;
const oidOf = (node: Node | undefined) => {
  if (!(node instanceof asn1js.ObjectIdentifier)) throw new Malformed();
  return node.valueBlock.toString();
};
const bytesOf = (node: Node | undefined): Uint8Array => {
  if (!node) throw new Malformed();
  // A constructed OCTET STRING (BER) is its pieces joined.
  if (node.idBlock.isConstructed) return Buffer.concat(children(node).map(bytesOf));
  const view = node.valueBlock.valueHexView;
  if (!view) throw new Malformed();
  return view;
};

function readCertificate(node: Node): CmsCertificate {
  const tbs = children(children(node)[0]);
  const offset = isContext(tbs[0], 0) ? 1 : 0;
  let keyId: Uint8Array | undefined;
  const extensions = tbs.find((entry) => isContext(entry, 3));
  for (const extension of extensions ? children(children(extensions)[0]) : []) {
    const parts = children(extension);
    if (oidOf(parts[0]) !== SUBJECT_KEY_IDENTIFIER) continue;
    const inner = asn1js.fromBER(bytesOf(parts.at(-1)));
    if (inner.offset !== -1 && inner.result instanceof asn1js.OctetString) keyId = inner.result.valueBlock.valueHexView;
  }
  return {
    der: node.valueBeforeDecodeView,
    serial: bytesOf(tbs[offset]),
    issuer: tbs[offset + 2].valueBeforeDecodeView,
    keyId,
  };
}

function readSignerInfo(node: Node): CmsSignerInfo {
  const parts = children(node);
  const [, sidNode, digestAlgorithm] = parts;
  const sid = isContext(sidNode, 0)
    ? { keyId: bytesOf(sidNode) }
    : { issuer: children(sidNode)[0].valueBeforeDecodeView, serial: bytesOf(children(sidNode)[1]) };
  let index = 3;
  let signedAttributes: Uint8Array | undefined;
  let messageDigest: Uint8Array | undefined;
  if (isContext(parts[index], 0)) {
    const attributes = parts[index];
    // Signed as a SET (tag 0x31), not as the [0] IMPLICIT the SignerInfo carries.
    signedAttributes = Uint8Array.from(attributes.valueBeforeDecodeView);
    signedAttributes[0] = 0x31;
    for (const attribute of children(attributes)) {
      const [type, values] = children(attribute);
      if (oidOf(type) !== MESSAGE_DIGEST) continue;
      const [value] = children(values);
      if (messageDigest || !(value instanceof asn1js.OctetString)) throw new Malformed();
      messageDigest = bytesOf(value);
    }
    index += 1;
  }
  const signatureAlgorithm = children(parts[index]);
  let timestampToken: Uint8Array | undefined;
  const unsigned = parts[index + 2];
  if (isContext(unsigned, 1))
    for (const attribute of children(unsigned)) {
      const [type, values] = children(attribute);
      if (oidOf(type) === SIGNATURE_TIMESTAMP_TOKEN && !timestampToken)
        timestampToken = children(values)[0]?.valueBeforeDecodeView;
    }
  return {
    sid,
    digestAlgorithm: oidOf(children(digestAlgorithm)[0]),
    signedAttributes,
    messageDigest,
    signatureAlgorithm: oidOf(signatureAlgorithm[0]),
    signatureParameters: signatureAlgorithm[1],
    signature: bytesOf(parts[index + 1]),
    timestampToken,
  };
}

/** The SignedData in a PDF signature's /Contents (trailing zero padding ignored), or null when it is not one. */
export function readCms(contents: Uint8Array): CmsStructure | null {
  try {
    const parsed = asn1js.fromBER(contents);
    if (parsed.offset === -1) return null;
    const contentInfo = children(parsed.result as Node);
    if (oidOf(contentInfo[0]) !== '1.2.840.113549.1.7.2' || !isContext(contentInfo[1], 0)) return null;
    const signedData = children(children(contentInfo[1])[0]);
    const encapsulated = children(signedData[2]);
    const eContent = isContext(encapsulated[1], 0) ? bytesOf(children(encapsulated[1])[0]) : undefined;
    const certificateSet = signedData.find((entry) => isContext(entry, 0));
    const certificates = (certificateSet ? children(certificateSet) : [])
      .filter((entry) => isUniversal(entry, 16))
      .map(readCertificate);
    const signerSet = signedData.at(-1);
    if (!isUniversal(signerSet, 17)) return null;
    return {
      eContentType: oidOf(encapsulated[0]),
      eContent,
      certificates,
      signerInfos: children(signerSet).map(readSignerInfo),
    };
  } catch (error) {
    if (error instanceof Malformed || error instanceof TypeError) return null;
    throw error;
  }
}
