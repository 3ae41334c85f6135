const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Whether the PDF carries an embedded digital signature: a signature dictionary (/Type /Sig) whose
 * /ByteRange covers the file around a hex /Contents gap, as signers such as gov.br write it.
 * The structure is checked, not the certificate: the signature's validity is for the INPI and the
 * admin's reader to judge.
 */
export function hasDigitalSignature(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(BYTE_RANGE)) {
    const [start, firstLength, secondStart, secondLength] = match.slice(1, 5).map(Number);
    if (start !== 0 || firstLength >= secondStart || secondStart + secondLength > text.length) continue;
    // The signature value sits in the gap the byte range leaves out, as a hex string.
    if (text[firstLength] !== '<' || text[secondStart - 1] !== '>') continue;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const objectEnd = text.indexOf('endobj', match.index);
    if (objectStart < 0 || objectEnd < 0) continue;
    const dictionary = text.slice(objectStart, objectEnd);
    if (/\/Type\s*\/Sig\b/.test(dictionary) && /\/Contents\s*</.test(dictionary)) return true;
  }
  return false;
}
